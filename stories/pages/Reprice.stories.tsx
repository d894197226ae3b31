import type { Story } from '@ladle/react';
import type { OfferState } from '../../contract/offers.ts';
import type { Locale } from '../../contract/locale.ts';
import { RepriceForm } from '../../app/features/office-internet/index.ts';
import { fakeBackend } from '../../app/test/backend.ts';
import { offerIn } from '../../app/test/fixtures.ts';
import { Driven, type Step } from '../widgets/driver.tsx';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Reprice form' };

/**
 * The office-internet reprice form (§2.15) of /internet-for-office and its minimal landing, with
 * the promo as the backend says it stands: running (the bonus named with its last day) or ended
 * (the seed's 31.12.2024: said so, and the request still taken).
 */
const backendWhen = (state: OfferState) =>
  fakeBackend({
    offers: () => ({ offers: [offerIn('office-reprice', state)] }),
    createRepriceRequest: () => ({ requestId: 'r-1' }),
  });
const RUNNING = backendWhen('running');
const ENDED = backendWhen('ended');

const words = {
  ru: {
    name: /Имя/,
    phone: /Номер телефона/,
    bin: /БИН/,
    consent: /согласен/,
    submit: 'Отправить заявку',
  },
  kk: {
    name: /Аты/,
    phone: /Телефон нөмірі/,
    bin: /БСН/,
    consent: /келісемін/,
    submit: 'Өтінім жіберу',
  },
};

function Form({
  locale,
  state,
  steps = [],
}: {
  locale: Locale;
  state: OfferState;
  steps?: Step[];
}) {
  return (
    <OnSite locale={locale} handler={state === 'ended' ? ENDED : RUNNING}>
      <Driven steps={steps}>
        <RepriceForm promo={offerIn('office-reprice', state)} />
      </Driven>
    </OnSite>
  );
}

export const Running: Story = () => <Form locale="ru" state="running" />;
Running.storyName = 'While the promo runs';

export const Ended: Story = () => <Form locale="ru" state="ended" />;
Ended.storyName = 'After the promo ended';

export const EndedKazakh: Story = () => <Form locale="kk" state="ended" />;
EndedKazakh.storyName = 'After the promo ended, in Kazakh';

const errors = (locale: Locale) => (
  <Form locale={locale} state="ended" steps={[{ press: words[locale].submit }]} />
);
export const Errors: Story = () => errors('ru');
export const ErrorsKazakh: Story = () => errors('kk');

const accepted = (locale: Locale) => (
  <Form
    locale={locale}
    state="ended"
    steps={[
      { type: 'Ерлан', into: words[locale].name },
      { type: '7011234567', into: words[locale].phone },
      { type: '180440000128', into: words[locale].bin },
      { check: words[locale].consent },
      { press: words[locale].submit },
    ]}
  />
);
export const Accepted: Story = () => accepted('ru');
export const AcceptedKazakh: Story = () => accepted('kk');
