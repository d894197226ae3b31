import type { Story } from '@ladle/react';
import { errorJson, hang } from '../../app/features/api/testing.ts';
import { fakeBackend } from '../../app/test/backend.ts';
import {
  CALLS_TARIFF,
  COUNTRIES,
  DEFAULT_TARIFF,
  POPULAR,
  WEEK_DETAILS,
  WEEK_TARIFF,
} from '../../app/features/roaming/testing.ts';
import { RoamingTariffs } from '../../app/features/roaming/index.ts';
import type { LandingContent } from '../../locales/content/index.ts';
import roamingKk from '../../locales/content/landing/kk/roaming.ts';
import roamingRu from '../../locales/content/landing/ru/roaming.ts';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Roaming' };

const { otherServices: _ru, ...ru } = roamingRu;
const { otherServices: _kk, ...kk } = roamingKk;
const pageRu = { ...(ru as LandingContent), roamingPopular: POPULAR };
const pageKk = {
  ...(kk as LandingContent),
  roamingPopular: [
    { code: 'RU', name: 'Ресей', popular: true, zone: 'ТМД және Грузия' },
    { code: 'TR', name: 'Түркия', popular: true, zone: 'Еуропа және Түркия' },
  ],
};

/** Every country gets Turkey's tariffs: the story is the picker, not the price list. */
const TURKEY = COUNTRIES[1] as (typeof COUNTRIES)[number];

const working = fakeBackend({
  roamingCountries: () => ({ countries: COUNTRIES }),
  roamingTariffs: ({ input }) => ({
    country: COUNTRIES.find((c) => c.code === input.country) ?? { ...TURKEY, code: input.country },
    kind: input.kind ?? 'roaming',
    tariffs: input.kind === 'calls' ? [CALLS_TARIFF] : [DEFAULT_TARIFF, WEEK_TARIFF],
  }),
  roamingTariffDetails: () => WEEK_DETAILS,
});

export const Ru: Story = () => (
  <OnSite locale="ru" handler={working}>
    <RoamingTariffs content={pageRu} />
  </OnSite>
);
Ru.storyName = 'Countries and tariffs';

export const Kk: Story = () => (
  <OnSite locale="kk" handler={working}>
    <RoamingTariffs content={pageKk} />
  </OnSite>
);
Kk.storyName = 'Countries and tariffs in Kazakh';

export const CountriesFailed: Story = () => (
  <OnSite
    locale="ru"
    handler={fakeBackend({ roamingCountries: () => errorJson(500, 'SERVICE_ERROR') })}
  >
    <RoamingTariffs content={pageRu} />
  </OnSite>
);
CountriesFailed.storyName = 'Country list failed to load';

export const CountriesLoading: Story = () => (
  <OnSite locale="ru" handler={fakeBackend({ roamingCountries: ({ request }) => hang(request) })}>
    <RoamingTariffs content={pageRu} />
  </OnSite>
);
CountriesLoading.storyName = 'Country list loading';
