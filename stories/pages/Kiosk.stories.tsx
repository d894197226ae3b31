import type { Story } from '@ladle/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { ProductSlug } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import {
  ExitDialog,
  IdleDialog,
  KioskScreen,
  type ExitTarget,
  type KioskSectionData,
} from '../../app/features/kiosk/index.ts';
import { CurrentPageContext, type CurrentPage } from '../../app/routes/CurrentPage.tsx';
import { localizePath } from '../../app/routes/locale.ts';
import { routeByName } from '../../app/routes/table.ts';
import { MENU_SECTIONS } from '../../app/shell/menu.ts';
import { touchTheme } from '../../lib/index.ts';
import catalogueKk from '../../locales/content/catalogue/kk.ts';
import catalogueRu from '../../locales/content/catalogue/ru.ts';
import { toLandingContent } from '../../locales/content/index.ts';
import atsKk from '../../locales/content/landing/kk/virtual-ats.ts';
import satelliteRu from '../../locales/content/landing/ru/satellite-internet.ts';
import { Driven } from '../widgets/driver.tsx';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Kiosk' };

/*
 * The kiosk's screens as a 1080×1920 touch screen shows them (docs/kiosk.md): the real frame and
 * screens, on a scripted backend. The idle and QR dialogs are shown on their own, open.
 */

const CATALOGUES = { ru: catalogueRu, kk: catalogueKk };

function Screen({
  locale,
  route,
  params = {},
  data,
  handler,
}: {
  locale: Locale;
  route: string;
  params?: Record<string, string>;
  data?: unknown;
  handler?: Parameters<typeof OnSite>[0]['handler'];
}) {
  const def = routeByName(route);
  const path = Object.entries(params).reduce(
    (p, [name, value]) => p.replace(`:${name}`, value),
    def.path,
  );
  const current = useMemo<CurrentPage>(
    () => ({ routeName: def.name, params, path, locale, found: true }),
    [def, params, path, locale],
  );
  return (
    <OnSite locale={locale} handler={handler}>
      <CurrentPageContext.Provider value={current}>
        <KioskScreen route={def} params={params} data={data} />
      </CurrentPageContext.Provider>
    </OnSite>
  );
}

function section(locale: Locale, id: KioskSectionData['id']): KioskSectionData {
  const catalogue = CATALOGUES[locale];
  const links = MENU_SECTIONS.find((s) => s.id === id)?.links ?? [];
  return {
    id,
    title: catalogue.groups[id],
    products: links.map((slug) => {
      const entry = catalogue.products.find((p) => p.slug === slug);
      return { slug, title: entry?.title ?? slug, description: entry?.description ?? '' };
    }),
  };
}

export const HomeRu: Story = () => <Screen locale="ru" route="kiosk" />;
HomeRu.storyName = 'Home';

export const HomeKk: Story = () => <Screen locale="kk" route="kiosk" />;
HomeKk.storyName = 'Home in Kazakh';

export const SectionRu: Story = () => (
  <Screen
    locale="ru"
    route="kioskSection"
    params={{ section: 'internet' }}
    data={section('ru', 'internet')}
  />
);
SectionRu.storyName = 'Catalogue section';

export const ProductRu: Story = () => (
  <Screen
    locale="ru"
    route="kioskProduct"
    params={{ slug: 'satellite-internet' satisfies ProductSlug }}
    data={toLandingContent(satelliteRu, catalogueRu, 'ru')}
  />
);
ProductRu.storyName = 'Product page (links out become QR codes)';

export const ProductKk: Story = () => (
  <Screen
    locale="kk"
    route="kioskProduct"
    params={{ slug: 'virtual-ats' satisfies ProductSlug }}
    data={toLandingContent(atsKk, catalogueKk, 'kk')}
  />
);
ProductKk.storyName = 'Product page in Kazakh';

export const ConsultationRu: Story = () => <Screen locale="ru" route="kioskConsultation" />;
ConsultationRu.storyName = 'Consultation form';

/** No connection: the code could not be sent; the form keeps what was typed and waits. */
const offline = () => {
  throw new TypeError('Failed to fetch');
};

export const ConsultationOffline: Story = () => (
  <Driven
    steps={[
      { type: '7011234567', into: /Номер телефона/ },
      { type: '180440000128', into: /БИН/ },
      { check: /согласен/ },
      { press: 'Отправить заявку' },
    ]}
  >
    <Screen locale="ru" route="kioskConsultation" handler={offline} />
  </Driven>
);
ConsultationOffline.storyName = 'Consultation form waiting for the connection';

export const HandsetKk: Story = () => <Screen locale="kk" route="kioskHandsetOffer" />;
HandsetKk.storyName = 'Handset-offer check in Kazakh';

export const AddressRu: Story = () => <Screen locale="ru" route="kioskAddressCheck" />;
AddressRu.storyName = 'Office-address check';

/** A dialog of the kiosk, open, in its touch frame. */
function Dialogs({
  locale,
  short = false,
  children,
}: {
  locale: Locale;
  /**
   * A screen too short for the dialog: the frame holds it (a transform makes the frame the box of
   * the dialog's fixed position), so its body has to scroll.
   */
  short?: boolean;
  children: (frame: HTMLElement | null) => ReactNode;
}) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <OnSite locale={locale}>
      <div
        ref={setFrame}
        className={touchTheme}
        style={short ? { height: 360, transform: 'translateZ(0)' } : { minHeight: 600 }}
      >
        <h1>Киоск</h1>
        {children(frame)}
      </div>
    </OnSite>
  );
}

const EXITS: Record<Locale, ExitTarget> = {
  ru: { url: 'https://www.starlink.com/support', reason: 'external' },
  kk: { url: `https://business.dalatelecom.kz${localizePath('/auth', 'kk')}`, reason: 'cabinet' },
};

export const QrRu: Story = () => (
  <Dialogs locale="ru">
    {(frame) => <ExitDialog target={EXITS.ru} onClose={() => {}} container={frame} />}
  </Dialogs>
);
QrRu.storyName = 'QR dialog: another site';

export const QrKk: Story = () => (
  <Dialogs locale="kk">
    {(frame) => <ExitDialog target={EXITS.kk} onClose={() => {}} container={frame} />}
  </Dialogs>
);
QrKk.storyName = 'QR dialog: the cabinet, in Kazakh';

/** «Вы ещё здесь?» in the kiosk's frame: counting down from 24 s, or at zero. */
function Idle({
  locale,
  resetting = false,
  short,
}: {
  locale: Locale;
  resetting?: boolean;
  short?: boolean;
}) {
  return (
    <Dialogs locale={locale} short={short}>
      {(frame) => (
        <IdleDialog
          open
          secondsLeft={resetting ? 0 : 24}
          resetting={resetting}
          onContinue={() => {}}
          onExtend={() => {}}
          container={frame}
        />
      )}
    </Dialogs>
  );
}

export const IdleRu: Story = () => <Idle locale="ru" />;
IdleRu.storyName = 'Idle dialog counting down';

export const IdleKk: Story = () => <Idle locale="kk" />;
IdleKk.storyName = 'Idle dialog in Kazakh';

export const Resetting: Story = () => <Idle locale="ru" resetting />;
Resetting.storyName = 'Idle dialog at zero: the screen is being cleared';

export const IdleShort: Story = () => <Idle locale="kk" short />;
IdleShort.storyName =
  'Idle dialog on a short screen: its body scrolls, and the keyboard reaches it';
