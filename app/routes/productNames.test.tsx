import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isProductSlug, PRODUCT_SLUGS, type ProductSlug } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import { KitProvider } from '../../lib/index.ts';
import { products as kkNames } from '../../locales/kk/products.ts';
import { products as ruNames } from '../../locales/ru/products.ts';
import {
  loadHomeContent,
  loadLandingContent,
  type LandingContent,
} from '../../locales/content/index.ts';
import type { ProductNames } from '../../locales/types.ts';
import { KIOSK_PRODUCTS, kioskProductHead, loadKioskSection } from '../features/kiosk/data.ts';
import { LandingPage } from '../features/landing/index.ts';
import { createTranslator, I18nProvider, messagesFor } from '../i18n/index.ts';
import { Footer } from '../shell/Footer.tsx';
import { MENU_SECTIONS, menuSections, sectionProductLabels } from '../shell/menu.ts';
import { headFor } from './head.ts';
import { matchRoute } from './match.ts';

/*
 * One name per product (issue 39): every place that names a product says its name from
 * `locales/{ru,kk}/products.ts`, or its declared short form where a menu or a list of links may
 * shorten it — never another spelling. Each check reads what a visitor meets (the menu's links,
 * the home cards, the kiosk, the footer, a page's h1, title and search entry), not the source.
 */

const NAMES: Record<Locale, ProductNames> = { ru: ruNames, kk: kkNames };
const LOCALES = ['ru', 'kk'] as const;

/** The product a site path leads to: `/kk/roaming?utm_source=menu` → `roaming`. */
function productOf(href: string): ProductSlug | null {
  const path = new URL(href, 'https://x').pathname.replace(/^\/kk(?=\/|$)/, '');
  const slug = path.replace(/^\//, '');
  return isProductSlug(slug) ? slug : null;
}

/** A label a list of links may use: the name or the declared short form. */
function expectListLabel(locale: Locale, slug: ProductSlug, label: string, where: string) {
  const { name, short } = NAMES[locale][slug];
  expect([name, short].filter(Boolean), `${where}: ${locale} ${slug}`).toContain(label);
}

/** A page's own naming of a product (h1, title, a card): the name itself. */
function expectName(locale: Locale, slug: ProductSlug, text: string, where: string) {
  expect(text, `${where}: ${locale} ${slug}`).toBe(NAMES[locale][slug].name);
}

function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <KitProvider locale={locale} navigate={() => {}}>
        {children}
      </KitProvider>
    </I18nProvider>
  );
}

afterEach(cleanup);

describe('product names', () => {
  it('ru and kk name every product page, and declare a short form in both or neither', () => {
    for (const slug of PRODUCT_SLUGS) {
      expect(ruNames[slug].name.trim(), slug).not.toBe('');
      expect(kkNames[slug].name.trim(), slug).not.toBe('');
      expect(ruNames[slug].short === undefined, slug).toBe(kkNames[slug].short === undefined);
      // A short form shortens the name; it is not a name of its own.
      for (const names of [ruNames, kkNames]) {
        const { name, short } = names[slug];
        if (short !== undefined) expect(short.length, slug).toBeLessThan(name.length);
      }
    }
  });

  it.each(LOCALES)(
    'the services menu (%s) names each product by its name or short form',
    (locale) => {
      const links = menuSections(messagesFor(locale), locale).flatMap((s) => s.links);
      expect(links.length).toBeGreaterThan(30);
      for (const link of links) {
        const slug = productOf(link.href);
        expect(slug, link.href).not.toBeNull();
        expectListLabel(locale, slug!, link.label, 'menu');
      }
    },
  );

  it.each(LOCALES)('the home cards (%s) are titled by each product’s name', async (locale) => {
    const home = await loadHomeContent(locale);
    expect(home.catalogueData.products.map((p) => p.slug).sort()).toEqual(
      [...PRODUCT_SLUGS].sort(),
    );
    for (const card of home.catalogueData.products)
      expectName(locale, card.slug, card.title, 'home');
  });

  it.each(LOCALES)('the kiosk (%s) names products as the site does', async (locale) => {
    const messages = messagesFor(locale);
    for (const section of MENU_SECTIONS) {
      // The home's catalogue tile and the attract screen list a section's products by these.
      const labels = sectionProductLabels(messages, section.id);
      expect(labels).toHaveLength(section.links.length);
      section.links.forEach((slug, i) => expectListLabel(locale, slug, labels[i]!, 'kiosk tile'));
      const data = await loadKioskSection(locale, section.id);
      for (const product of data.products) {
        expectName(locale, product.slug, product.title, 'kiosk section');
      }
    }
    for (const slug of KIOSK_PRODUCTS) {
      const content = await loadLandingContent(slug, locale);
      expectName(locale, slug, kioskProductHead(content, locale).heading, 'kiosk product h1');
    }
    // The handset offer has a screen of its own: its tile on the kiosk's home and its h1.
    const handset = 'kense-handset-offer';
    expectName(locale, handset, messages.kiosk.tiles.handsetOffer.title, 'kiosk tile');
    expectName(locale, handset, messages.meta.kioskHandsetOffer.heading, 'kiosk handset h1');
  });

  it.each(LOCALES)('the footer (%s) names its products as the menu does', (locale) => {
    render(
      <Providers locale={locale}>
        <Footer />
      </Providers>,
    );
    const named = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .flatMap((link) => {
        const slug = productOf(link.getAttribute('href') ?? '');
        return slug ? [{ slug, label: link.textContent ?? '' }] : [];
      });
    expect(named.map((n) => n.slug)).toEqual([
      'mobile-connection',
      'internet-for-office',
      'virtual-ats',
      'roaming',
    ]);
    for (const { slug, label } of named) expectListLabel(locale, slug, label, 'footer');
  });

  // One test per page and language: each renders one landing, so none nears the time limit on
  // a loaded machine (all 33 in one test took 24 s at load 11).
  it.each(LOCALES.flatMap((locale) => PRODUCT_SLUGS.map((slug) => [locale, slug] as const)))(
    'a product page (%s %s): its h1, «Другие услуги», <title> and search entry say the name',
    async (locale, slug) => {
      const content = await loadLandingContent(slug, locale);
      render(
        <Providers locale={locale}>
          <LandingPage content={content} slug={slug} />
        </Providers>,
      );
      expectName(locale, slug, screen.getByRole('heading', { level: 1 }).textContent!, 'h1');
      for (const item of content.otherServices?.items ?? []) {
        expectName(locale, item.slug, item.title, `«Другие услуги» of ${slug}`);
      }
      expectLinkedCardsNamed(locale, content, slug);

      // The prerenderer indexes a page under its head's heading (scripts/prerender.ts).
      const t = createTranslator(locale);
      const head = headFor({
        ...matchRoute(`/${slug}`),
        path: `/${slug}`,
        locale,
        data: content,
        t,
        origin: 'https://x',
      });
      expectName(locale, slug, head.heading, 'search entry');
      expect(head.title).toBe(t('shell.head.titleTemplate', { title: head.heading }));
    },
  );

  it.each(LOCALES)('the minimal-layout Birlik landing (%s) has the same name', (locale) => {
    const t = createTranslator(locale);
    const head = headFor({
      ...matchRoute('/birlik-landing'),
      path: '/birlik-landing',
      locale,
      data: undefined,
      t,
      origin: 'https://x',
    });
    expectName(locale, 'birlik', head.heading, 'birlik-landing');
  });
});

/**
 * A card in a page's content that leads to another product's page (the IoT hub's solutions,
 * Microsoft 365's Teams card) names it: either its link says the name, or the card's title does.
 */
function expectLinkedCardsNamed(locale: Locale, content: LandingContent, page: ProductSlug) {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const card = value as {
      icon?: unknown;
      title?: unknown;
      link?: { label?: unknown; href?: unknown };
    };
    const slug = typeof card.link?.href === 'string' ? productOf(card.link.href) : null;
    // A card is an icon item (`IconItem`); a section's own link («Тарифы мобильной связи») is not.
    const title = typeof card.icon === 'string' ? card.title : undefined;
    const label = card.link?.label;
    if (slug && typeof title === 'string' && typeof label === 'string') {
      const { name, short } = NAMES[locale][slug];
      const names = [name, short].filter(Boolean);
      expect(
        names.includes(label) || names.includes(title),
        `a card on ${page} linking to ${slug}: «${title}» / «${label}»`,
      ).toBe(true);
    }
    Object.values(value).forEach(visit);
  };
  visit(content);
}
