import type { Story } from '@ladle/react';
import { useMemo } from 'react';
import type { Offer } from '../../contract/index.ts';
import type { Locale } from '../../contract/locale.ts';
import { errorJson } from '../../app/features/api/testing.ts';
import { fakeBackend } from '../../app/test/backend.ts';
import { offerIn } from '../../app/test/fixtures.ts';
import { HandsetOfferWidget } from '../../app/features/widgets/index.ts';
import { Driven, scriptedApi, type Step } from './driver.tsx';

export default { title: 'Widgets / Handset offer' };

const TARIFF = { id: 'kense', name: 'Кеңсе', monthlyPrice: 5990 };
/** The offer's period (the seed's, 20.08.2025–10.11.2025) while it runs, and after it ended. */
const RUNNING = offerIn('handset-offer', 'running');
const ENDED = offerIn('handset-offer', 'ended');

/** While the offer runs: 180440000128 may take part; any other BIN may not. */
const ok = fakeBackend({
  offers: () => ({ offers: [RUNNING] }),
  pricePlanOffer: ({ input }) => ({
    bin: input.bin,
    eligible: input.bin === '180440000128',
    offer: RUNNING,
    tariff: TARIFF,
  }),
  createLead: () => ({ leadId: 'lead-1' }),
  createOpportunity: () => ({ opportunityId: 'opp-1' }),
});

const words = {
  ru: {
    bin: /БИН\/ИИН/,
    check: 'Узнать',
    phone: /Номер телефона/,
    consent: /согласен/,
    submit: 'Отправить заявку',
  },
  kk: {
    bin: /БСН\/ЖСН/,
    check: 'Білу',
    phone: /Телефон нөмірі/,
    consent: /келісемін/,
    submit: 'Өтінім жіберу',
  },
};

const checked = (locale: Locale, bin: string): Step[] => [
  { type: bin, into: words[locale].bin },
  { press: words[locale].check },
];

function Widget({
  locale,
  steps = [],
  handler = ok,
  offer,
}: {
  locale: Locale;
  steps?: Step[];
  handler?: typeof ok;
  /** The state a page was built with (the site's island); the backend is asked again. */
  offer?: Offer;
}) {
  const api = useMemo(() => scriptedApi(locale, handler), [locale, handler]);
  return (
    <Driven steps={steps}>
      <HandsetOfferWidget locale={locale} api={api} offer={offer} />
    </Driven>
  );
}

const check = (locale: Locale) => <Widget locale={locale} />;
export const Check: Story = () => check('ru');
export const CheckKazakh: Story = () => check('kk');

const binError = (locale: Locale) => (
  <Widget locale={locale} steps={checked(locale, '180440000129')} />
);
export const WrongBin: Story = () => binError('ru');
export const WrongBinKazakh: Story = () => binError('kk');

const eligible = (locale: Locale) => (
  <Widget locale={locale} steps={checked(locale, '180440000128')} />
);
export const Eligible: Story = () => eligible('ru');
export const EligibleKazakh: Story = () => eligible('kk');

const notEligible = (locale: Locale) => (
  <Widget locale={locale} steps={checked(locale, '050440000371')} />
);
export const NotEligible: Story = () => notEligible('ru');
export const NotEligibleKazakh: Story = () => notEligible('kk');

const requestErrors = (locale: Locale) => (
  <Widget
    locale={locale}
    steps={[...checked(locale, '180440000128'), { press: words[locale].submit }]}
  />
);
export const RequestErrors: Story = () => requestErrors('ru');
export const RequestErrorsKazakh: Story = () => requestErrors('kk');

/** After the offer's last day: it says so, with the day, and takes the ordinary request. */
const afterTheOffer = fakeBackend({
  offers: () => ({ offers: [ENDED] }),
  createLead: () => ({ leadId: 'lead-1' }),
});
const ended = (locale: Locale) => <Widget locale={locale} handler={afterTheOffer} offer={ENDED} />;
export const Ended: Story = () => ended('ru');
export const EndedKazakh: Story = () => ended('kk');

const serviceError = (locale: Locale) => (
  <Widget
    locale={locale}
    handler={fakeBackend({
      offers: () => ({ offers: [RUNNING] }),
      pricePlanOffer: () => errorJson(500, 'SERVICE_ERROR'),
    })}
    steps={checked(locale, '180440000128')}
  />
);
export const ServiceError: Story = () => serviceError('ru');
export const ServiceErrorKazakh: Story = () => serviceError('kk');

const accepted = (locale: Locale) => (
  <Widget
    locale={locale}
    steps={[
      ...checked(locale, '180440000128'),
      { type: '7011234567', into: words[locale].phone },
      { check: words[locale].consent },
      { press: words[locale].submit },
    ]}
  />
);
export const Accepted: Story = () => accepted('ru');
export const AcceptedKazakh: Story = () => accepted('kk');
