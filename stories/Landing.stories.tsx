import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import type { Locale } from '../contract/locale.ts';
import { LandingPage } from '../app/features/landing/index.ts';
import { applyOffer } from '../app/features/landing/data.ts';
import { offerIn } from '../app/test/fixtures.ts';
import { KitProvider } from '../lib/index.ts';
import catalogueKk from '../locales/content/catalogue/kk.ts';
import catalogueRu from '../locales/content/catalogue/ru.ts';
import { toLandingContent, type LandingSource } from '../locales/content/index.ts';
import ddosKk from '../locales/content/landing/kk/ddos.ts';
import internetRu from '../locales/content/landing/ru/internet-for-office.ts';
import kenseRu from '../locales/content/landing/ru/kense-handset-offer.ts';
import atsKk from '../locales/content/landing/kk/virtual-ats.ts';
import atsRu from '../locales/content/landing/ru/virtual-ats.ts';
import archiveKk from '../locales/content/site/kk/tariffs-archive.ts';

export default { title: 'App / Landing' };

const content = (source: LandingSource, locale: Locale) =>
  toLandingContent(source, locale === 'ru' ? catalogueRu : catalogueKk, locale);

/** Stands in for the consultation widget, which the page places at `#consultation`. */
function Consultation({ locale }: { locale: Locale }) {
  return locale === 'ru' ? (
    <>
      <h2>Получите консультацию</h2>
      <p>Оставьте телефон и БИН — специалист свяжется с вами в течение 2 рабочих дней.</p>
    </>
  ) : (
    <>
      <h2>Кеңес алыңыз</h2>
      <p>Телефон мен БСН қалдырыңыз — маман 2 жұмыс күні ішінде хабарласады.</p>
    </>
  );
}

function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <KitProvider locale={locale}>
      <main lang={locale} style={{ margin: -16 }}>
        {children}
      </main>
    </KitProvider>
  );
}

export const VirtualPbxRu: Story = () => (
  <InLocale locale="ru">
    <LandingPage
      content={content(atsRu, 'ru')}
      slug="virtual-ats"
      consultation={<Consultation locale="ru" />}
    />
  </InLocale>
);
VirtualPbxRu.storyName = 'Virtual PBX in Russian';

export const VirtualPbxKk: Story = () => (
  <InLocale locale="kk">
    <LandingPage
      content={content(atsKk, 'kk')}
      slug="virtual-ats"
      consultation={<Consultation locale="kk" />}
    />
  </InLocale>
);
VirtualPbxKk.storyName = 'Virtual PBX in Kazakh';

// The pages that sell an offer get its period and state from the backend: here the seed's, as
// the build sees it today — both have ended.
export const OfficeInternetTabsRu: Story = () => (
  <InLocale locale="ru">
    <LandingPage
      content={applyOffer(content(internetRu, 'ru'), offerIn('office-reprice', 'ended'))}
      slug="internet-for-office"
      consultation={<Consultation locale="ru" />}
    />
  </InLocale>
);
OfficeInternetTabsRu.storyName = 'Office internet with tariff tabs and the ended promo in Russian';

export const AntiDdosKk: Story = () => (
  <InLocale locale="kk">
    <LandingPage
      content={content(ddosKk, 'kk')}
      slug="ddos"
      consultation={<Consultation locale="kk" />}
    />
  </InLocale>
);
AntiDdosKk.storyName = 'Anti-ddos with attack types and industries in Kazakh';

export const HandsetOfferRu: Story = () => (
  <InLocale locale="ru">
    <LandingPage
      content={applyOffer(content(kenseRu, 'ru'), offerIn('handset-offer', 'ended'))}
      slug="kense-handset-offer"
      consultation={<Consultation locale="ru" />}
    />
  </InLocale>
);
HandsetOfferRu.storyName = 'Handset special offer, ended, in Russian';

export const TariffsArchiveKk: Story = () => (
  <InLocale locale="kk">
    <LandingPage content={content(archiveKk, 'kk')} slug="tariffs-archive" />
  </InLocale>
);
TariffsArchiveKk.storyName = 'Tariffs archive in Kazakh';
