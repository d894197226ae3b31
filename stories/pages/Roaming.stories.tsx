import type { Story } from '@ladle/react';
import { json, errorJson, hang } from '../../app/features/api/testing.ts';
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
import { OnSite, backend } from './OnSite.tsx';

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

const working = backend({
  '/roaming/countries': () => json({ countries: COUNTRIES }),
  '/roaming/tariffs': (r) =>
    json({
      country: COUNTRIES[1],
      kind: r.query.get('kind'),
      tariffs: r.query.get('kind') === 'calls' ? [CALLS_TARIFF] : [DEFAULT_TARIFF, WEEK_TARIFF],
    }),
  '/roaming/tariff-details': () => json(WEEK_DETAILS),
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
    handler={backend({ '/roaming/countries': () => errorJson(500, 'SERVICE_ERROR') })}
  >
    <RoamingTariffs content={pageRu} />
  </OnSite>
);
CountriesFailed.storyName = 'Country list failed to load';

export const CountriesLoading: Story = () => (
  <OnSite locale="ru" handler={backend({ '/roaming/countries': (r) => hang(r) })}>
    <RoamingTariffs content={pageRu} />
  </OnSite>
);
CountriesLoading.storyName = 'Country list loading';
