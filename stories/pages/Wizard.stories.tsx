import type { Story } from '@ladle/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { ApplicationDetail } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import {
  ApiProvider,
  createApiClient,
  createMemoryTokenStore,
} from '../../app/features/api/index.ts';
import { errorJson, scriptedFetch, type Handler } from '../../app/features/api/testing.ts';
import { SessionProvider } from '../../app/features/session/index.ts';
import {
  IBAN,
  ResumeScreen,
  SLOT_DAYS,
  SignedConfirmation,
  WizardView,
  applicationHeading,
  internetApplication,
  mobileApplication,
  wizardBackend,
} from '../../app/features/wizard/testing.ts';
import { I18nProvider, useT } from '../../app/i18n/index.ts';
import { BLANK_PROFILE } from '../../app/test/fixtures.ts';
import { KitProvider } from '../../lib/index.ts';
import { Driven, type Step } from '../widgets/driver.tsx';
import { DataProvider } from '../../app/data/index.ts';

export default { title: 'Pages / Connection wizards' };

/** A company whose profile holds every detail: step 1 shows them to check. */
const PROFILE = {
  ...BLANK_PROFILE,
  headPositionId: 'director',
  headPosition: 'Директор',
  bankId: 'halyk',
  bankName: 'АО «Народный сберегательный банк Казахстана»',
  iban: IBAN,
  legalAddress: 'г. Алматы, ул. Толе би, 101',
  actualAddress: 'г. Алматы, ул. Сатпаева, 30, офис 4',
  flat: '4',
};

const HEADINGS = {
  internet: {
    ru: 'Заявка на подключение интернета для офиса',
    kk: 'Кеңсеге интернет қосуға өтінім',
  },
  mobile: { ru: 'Заявка на подключение мобильной связи', kk: 'Мобильді байланыс қосуға өтінім' },
};

/**
 * A wizard page as the site renders it (its h1, the step, the summary), signed in, over a
 * scripted backend; a step that goes through shows what the backend answered.
 */
function Wizard({
  locale,
  application,
  handler = wizardBackend(),
  steps = [],
}: {
  locale: Locale;
  application: ApplicationDetail;
  handler?: Handler;
  steps?: readonly Step[];
}) {
  const api = useMemo(() => {
    const tokens = createMemoryTokenStore();
    tokens.set({ accessToken: 'story-access', refreshToken: 'story-refresh' });
    return createApiClient({
      baseUrl: '',
      getLocale: () => locale,
      fetch: scriptedFetch(handler).fetch,
      tokens,
      reload: () => {},
    });
  }, [locale, handler]);
  const [shown, setShown] = useState(application);
  return (
    <Site locale={locale} api={api}>
      <WizardHeading application={shown} locale={locale} />
      <Driven steps={steps}>
        <WizardView application={shown} onAdvance={setShown} />
      </Driven>
    </Site>
  );
}

/** The page's h1 as `ApplicationPage` writes it: the mobile wizard's names its tariff (§2.23). */
function WizardHeading({
  application,
  locale,
}: {
  application: ApplicationDetail;
  locale: Locale;
}) {
  const t = useT();
  return <h1>{applicationHeading(application, t) ?? HEADINGS[application.appType][locale]}</h1>;
}

function Site({
  locale,
  api,
  children,
}: {
  locale: Locale;
  api: ReturnType<typeof createApiClient>;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale={locale}>
      <ApiProvider client={api}>
        <SessionProvider client={api}>
          <DataProvider>
            <KitProvider locale={locale}>
              <main lang={locale}>{children}</main>
            </KitProvider>
          </DataProvider>
        </SessionProvider>
      </ApiProvider>
    </I18nProvider>
  );
}

const withProfile = wizardBackend({ accountInfo: () => PROFILE });

// --- step 1: company details ------------------------------------------------------------------

export const DetailsNew: Story = () => (
  <Wizard locale="ru" application={internetApplication('Qualification')} />
);
DetailsNew.storyName = 'Office 1 details of a new company';

export const DetailsCheck: Story = () => (
  <Wizard locale="ru" application={internetApplication('Qualification')} handler={withProfile} />
);
DetailsCheck.storyName = 'Office 1 details to check';

export const DetailsFailed: Story = () => (
  <Wizard
    locale="ru"
    application={internetApplication('Qualification')}
    steps={[{ press: 'Сохранить' }]}
  />
);
DetailsFailed.storyName = 'Office 1 a failed check';

export const DetailsKk: Story = () => (
  <Wizard locale="kk" application={mobileApplication('Qualification')} handler={withProfile} />
);
DetailsKk.storyName = 'Mobile 1 details to check in Kazakh';

// --- processing -------------------------------------------------------------------------------

export const Processing: Story = () => (
  <Wizard locale="ru" application={internetApplication('DataUpdate')} />
);
Processing.storyName = 'Office 2 processing';

export const ProcessingKk: Story = () => (
  <Wizard
    locale="kk"
    application={mobileApplication('SolutionOnClient', {
      status: 'SignatureProcessing',
      processing: true,
    })}
  />
);
ProcessingKk.storyName = 'Mobile 2 processing the signature in Kazakh';

// --- step 2: signing --------------------------------------------------------------------------

const signing = wizardBackend({
  smsSend: () => ({
    maskedPhone: '+7 701 *** ** 67',
    codeLength: 4,
    resendAfterSeconds: 60,
    expiresInSeconds: 300,
  }),
});

export const Signing: Story = () => (
  <Wizard locale="ru" application={internetApplication('SolutionOnClient')} handler={signing} />
);
Signing.storyName = 'Office 2 the contract and the three ways to sign';

export const SigningNoConsent: Story = () => (
  <Wizard
    locale="ru"
    application={internetApplication('SolutionOnClient')}
    handler={signing}
    steps={[{ press: 'Подписать кодом из СМС' }]}
  />
);
SigningNoConsent.storyName = 'Office 2 the consent missing';

export const SigningSms: Story = () => (
  <Wizard
    locale="ru"
    application={internetApplication('SolutionOnClient')}
    handler={signing}
    steps={[{ check: /Я ознакомился/ }, { press: 'Подписать кодом из СМС' }]}
  />
);
SigningSms.storyName = 'Office 2 the SMS code';

export const SigningKk: Story = () => (
  <Wizard
    locale="kk"
    application={mobileApplication('SolutionOnClient')}
    handler={signing}
    steps={[{ check: /Жоғарыдағы құжаттармен/ }, { press: 'SMS-кодпен қол қою' }]}
  />
);
SigningKk.storyName = 'Mobile 2 the SMS code in Kazakh';

/** «Договор подписан», as the step shows it after a signature (the SMS code's box is not driven). */
function Signed({
  locale,
  application,
  via,
}: {
  locale: Locale;
  application: ApplicationDetail;
  via: 'ncalayer' | 'egov' | 'sms';
}) {
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        getLocale: () => locale,
        fetch: scriptedFetch(wizardBackend()).fetch,
        tokens: createMemoryTokenStore(),
        reload: () => {},
      }),
    [locale],
  );
  return (
    <Site locale={locale} api={api}>
      <WizardHeading application={application} locale={locale} />
      <SignedConfirmation signed={application} via={via} onContinue={() => {}} />
    </Site>
  );
}

export const SigningSigned: Story = () => (
  <Signed locale="ru" application={internetApplication('SignatureProcessing')} via="sms" />
);
SigningSigned.storyName = 'Office 2 the contract signed by the SMS code';

export const SigningSignedKk: Story = () => (
  <Signed locale="kk" application={mobileApplication('SignatureProcessing')} via="egov" />
);
SigningSignedKk.storyName = 'Mobile 2 the contract signed in eGov, in Kazakh';

// --- step 3, office: booking ------------------------------------------------------------------

let reads = 0;
const slotTaken = wizardBackend({
  timeSlots: () => {
    reads += 1;
    const days = structuredClone(SLOT_DAYS);
    if (reads % 2 === 0) days[1]!.slots[1]!.available = false;
    return { opportunityId: 'opp-1', days };
  },
  bookTimeSlot: () => errorJson(409, 'SLOT_UNAVAILABLE'),
});

export const Booking: Story = () => (
  <Wizard locale="ru" application={internetApplication('TimeBooking')} />
);
Booking.storyName = 'Office 3 the first free day and its windows';

export const BookingTaken: Story = () => (
  <Wizard
    locale="ru"
    application={internetApplication('TimeBooking')}
    handler={slotTaken}
    steps={[{ check: /11:00–13:00/ }, { press: 'Подтвердить бронирование' }]}
  />
);
BookingTaken.storyName = 'Office 3 a window taken meanwhile';

export const BookingKk: Story = () => (
  <Wizard locale="kk" application={internetApplication('TimeBooking')} />
);
BookingKk.storyName = 'Office 3 in Kazakh';

// --- step 3, mobile: receiving ----------------------------------------------------------------

const outOfZone = wizardBackend({
  pickupOption: () =>
    errorJson(422, 'DELIVERY_OUT_OF_ZONE', 'x', {
      fields: { 'delivery.point': { code: 'DELIVERY_OUT_OF_ZONE', message: 'x' } },
    }),
});

export const Receiving: Story = () => (
  <Wizard locale="ru" application={mobileApplication('MobileDelivery')} />
);
Receiving.storyName = 'Mobile 3 pickup or delivery';

export const ReceivingPickup: Story = () => (
  <Wizard
    locale="ru"
    application={mobileApplication('MobileDelivery')}
    steps={[{ check: /Самовывоз из офиса/ }, { press: /Выберите из списка/ }, { pick: 'Алматы' }]}
  />
);
ReceivingPickup.storyName = 'Mobile 3 the pickup point';

export const ReceivingDelivery: Story = () => (
  <Wizard
    locale="kk"
    application={mobileApplication('MobileDelivery')}
    steps={[
      { check: /Курьермен жеткізу/ },
      { type: 'Алматы, Абай даңғылы, 10', into: /Жеткізу мекенжайы/ },
      { press: 'Картадан табу' },
    ]}
  />
);
ReceivingDelivery.storyName = 'Mobile 3 delivery on the map in Kazakh';

export const ReceivingOutOfZone: Story = () => (
  <Wizard
    locale="ru"
    application={mobileApplication('MobileDelivery')}
    handler={outOfZone}
    steps={[
      { check: /Доставка курьером/ },
      { type: 'Актобе, Абилкайыр хана 2', into: /Адрес доставки/ },
      { press: 'Подтвердить' },
    ]}
  />
);
ReceivingOutOfZone.storyName = 'Mobile 3 outside the delivery zone';

// --- step 4: done -----------------------------------------------------------------------------

export const DoneOffice: Story = () => (
  <Wizard locale="ru" application={internetApplication('BookingSlot')} />
);
DoneOffice.storyName = 'Office 4 done the time being confirmed';

export const DonePickupKk: Story = () => (
  <Wizard locale="kk" application={mobileApplication('DeliveryInProgress')} />
);
DonePickupKk.storyName = 'Mobile 4 done pickup in Kazakh';

export const DoneDelivery: Story = () => (
  <Wizard
    locale="ru"
    application={mobileApplication('DeliveryInProgress', {
      deliveryType: 'delivery',
      pickup: null,
      delivery: {
        address: 'Алматы, Абая 10',
        point: { lat: 43.2398, lng: 76.9046 },
        entrance: '2',
        flat: null,
        intercom: null,
        floor: '5',
      },
      deliveryAddress: 'Алматы, Абая 10',
    })}
  />
);
DoneDelivery.storyName = 'Mobile 4 done delivery';

// --- before the wizard ------------------------------------------------------------------------

export const Resume: Story = () => {
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        getLocale: () => 'ru',
        fetch: scriptedFetch(wizardBackend()).fetch,
      }),
    [],
  );
  return (
    <Site locale="ru" api={api}>
      <h1>{HEADINGS.internet.ru}</h1>
      <ResumeScreen
        appType="internet"
        old={internetApplication('SolutionOnClient')}
        onContinue={() => {}}
        onFinishCurrent={async () => {}}
        onHome={() => {}}
      />
    </Site>
  );
};
Resume.storyName = 'Office resume the old application';
