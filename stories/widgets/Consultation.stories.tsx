import type { Story } from '@ladle/react';
import { useMemo } from 'react';
import type { Locale } from '../../contract/locale.ts';
import { errorJson } from '../../app/features/api/testing.ts';
import { fakeBackend } from '../../app/test/backend.ts';
import { ConsultationWidget } from '../../app/features/widgets/index.ts';
import { Driven, scriptedApi, type Step } from './driver.tsx';

export default { title: 'Widgets / Consultation' };

const SENT = {
  maskedPhone: '+7 701 *** ** 67',
  codeLength: 4,
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

/** The reference backend's answers: 4821 is the right code; `a.nurlanova` a real agent. */
const ok = fakeBackend({
  checkAgent: ({ input }) => ({ name: input.name, valid: input.name === 'a.nurlanova' }),
  smsSend: () => SENT,
  smsCheck: ({ input }) =>
    input.code === '4821'
      ? { proofToken: 'proof', expiresInSeconds: 600 }
      : errorJson(422, 'SMS_CODE_INVALID', 'x', { params: { attemptsLeft: 2 } }),
  createConsultancy: () => ({ consultationId: 'c-1', callbackBusinessDays: 2 }),
  createHandsetConsultancy: () => ({ consultationId: 'h-1', callbackBusinessDays: 2 }),
});

const words = {
  ru: {
    phone: /Номер телефона/,
    bin: /БИН/,
    consent: /согласен/,
    submit: 'Отправить заявку',
    helped: /менеджер/,
    agent: /Логин агента/,
    code: /Код из СМС/,
    name: 'Имя',
  },
  kk: {
    phone: /Телефон нөмірі/,
    bin: /БСН/,
    consent: /келісемін/,
    submit: 'Өтінім жіберу',
    helped: /менеджер/,
    agent: /Агент логині/,
    code: /SMS-хабарламадағы код/,
    name: 'Аты',
  },
};

const filled = (locale: Locale): Step[] => [
  { type: 'Айгерим', into: words[locale].name },
  { type: '7011234567', into: words[locale].phone },
  { type: '180440000128', into: words[locale].bin },
  { check: words[locale].consent },
];

function Widget({
  locale,
  steps = [],
  handler = ok,
  product = 'virtual-ats',
}: {
  locale: Locale;
  steps?: Step[];
  handler?: typeof ok;
  product?: 'virtual-ats' | 'any-device';
}) {
  const api = useMemo(() => scriptedApi(locale, handler), [locale, handler]);
  return (
    <Driven steps={steps}>
      <ConsultationWidget locale={locale} api={api} product={product} />
    </Driven>
  );
}

const empty = (locale: Locale) => <Widget locale={locale} />;
export const Empty: Story = () => empty('ru');
export const EmptyKazakh: Story = () => empty('kk');

const errorSummaryOnSubmit = (locale: Locale) => (
  <Widget locale={locale} steps={[{ press: words[locale].submit }]} />
);
export const ErrorSummaryOnSubmit: Story = () => errorSummaryOnSubmit('ru');
export const ErrorSummaryOnSubmitKazakh: Story = () => errorSummaryOnSubmit('kk');

const agentLoginRefused = (locale: Locale) => (
  <Widget
    locale={locale}
    steps={[
      ...filled(locale),
      { check: words[locale].helped },
      { type: 'm.li', into: words[locale].agent },
      { press: words[locale].submit },
    ]}
  />
);
export const AgentLoginRefused: Story = () => agentLoginRefused('ru');
export const AgentLoginRefusedKazakh: Story = () => agentLoginRefused('kk');

const smsStep = (locale: Locale) => (
  <Widget locale={locale} steps={[...filled(locale), { press: words[locale].submit }]} />
);
export const SmsStep: Story = () => smsStep('ru');
export const SmsStepKazakh: Story = () => smsStep('kk');

const wrongCode = (locale: Locale) => (
  <Widget
    locale={locale}
    steps={[
      ...filled(locale),
      { press: words[locale].submit },
      { type: '1111', into: words[locale].code },
    ]}
  />
);
export const WrongCode: Story = () => wrongCode('ru');
export const WrongCodeKazakh: Story = () => wrongCode('kk');

const attemptsExhausted = (locale: Locale) => (
  <Widget
    locale={locale}
    handler={fakeBackend({
      smsSend: () => SENT,
      smsCheck: () => errorJson(429, 'SMS_ATTEMPTS_EXHAUSTED', 'x', { params: { minutes: 10 } }),
    })}
    steps={[
      ...filled(locale),
      { press: words[locale].submit },
      { type: '1111', into: words[locale].code },
    ]}
  />
);
export const AttemptsExhausted: Story = () => attemptsExhausted('ru');
export const AttemptsExhaustedKazakh: Story = () => attemptsExhausted('kk');

const serviceError = (locale: Locale) => (
  <Widget
    locale={locale}
    handler={fakeBackend({ smsSend: () => errorJson(500, 'SERVICE_ERROR') })}
    steps={[...filled(locale), { press: words[locale].submit }]}
  />
);
export const ServiceError: Story = () => serviceError('ru');
export const ServiceErrorKazakh: Story = () => serviceError('kk');

const accepted = (locale: Locale) => (
  <Widget
    locale={locale}
    steps={[
      ...filled(locale),
      { press: words[locale].submit },
      { type: '4821', into: words[locale].code },
    ]}
  />
);
export const Accepted: Story = () => accepted('ru');
export const AcceptedKazakh: Story = () => accepted('kk');

const anyDevice = (locale: Locale) => <Widget locale={locale} product="any-device" />;
export const AnyDevice: Story = () => anyDevice('ru');
export const AnyDeviceKazakh: Story = () => anyDevice('kk');
