import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSlug } from '../../../contract/domain.ts';
import { KitProvider } from '../../../lib/index.ts';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { renderWithKit } from '../../../lib/test/render.tsx';
import {
  loadLandingContent,
  loadTariffsArchive,
  type LandingContent,
} from '../../../locales/content/index.ts';
import { LandingPage } from './LandingPage.tsx';
import { RichText } from './RichText.tsx';

/** The h2 titles a content object should produce, in page order (LandingPage's order). */
function expectedSectionTitles(content: LandingContent): string[] {
  const titles: (string | undefined)[] = [
    content.attackTypes?.title,
    content.specialOffer?.terms.title,
    content.specialOffer?.process.title,
    content.specialOffer?.tariff.title,
    content.roaming?.title,
    content.usages?.title,
    content.integrations?.title,
    content.benefits?.title,
    content.features?.title,
    content.cases?.title,
    content.opportunities?.title,
    content.industries?.title,
    content.solutions?.title,
    content.offers?.title,
    content.promo?.title,
    content.pbxTariffs?.title,
    content.tariffs?.title,
    content.archive?.title,
    content.faq?.title,
    content.externalLinks?.title,
    content.steps?.title,
    content.otherServices?.title,
  ];
  return titles.filter((t): t is string => Boolean(t));
}

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

const SLUGS: ProductSlug[] = [
  'virtual-ats',
  'mobile-connection',
  'teams',
  'internet-for-office',
  'any-device',
  'satellite-internet',
  'iot-m2m',
  'orman-ai',
  'ddos',
  'mobile-ad',
  'partners',
  'kense-handset-offer',
  'roaming',
];

describe('LandingPage', () => {
  it.each(SLUGS)('%s: renders exactly the sections its content has, in order', async (slug) => {
    const content = await loadLandingContent(slug, 'ru');
    const { container } = renderWithKit(<LandingPage content={content} slug={slug} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      content.hero.title,
    ]);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(expectedSectionTitles(content));
    // A correct outline: one h1 first, and no level is ever skipped on the way down.
    const levels = headingLevels(container);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => {
      expect(level, `heading ${i + 2}`).toBeLessThanOrEqual((levels[i] ?? 1) + 1);
      expect(level).toBeGreaterThan(1);
    });
  });

  it('renders only the hero when the content has nothing else', () => {
    const content: LandingContent = {
      hero: {
        title: 'Пустая страница',
        description: 'Только первый экран.',
        action: { label: 'Оставить заявку', target: 'consultation' },
      },
    };
    const { container } = renderWithKit(<LandingPage content={content} slug="ip-vpn" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Пустая страница' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(container.querySelectorAll('section')).toHaveLength(0);
    // No consultation block and no tariffs: the action would lead nowhere, so it is not shown.
    expect(screen.queryByRole('link', { name: 'Оставить заявку' })).not.toBeInTheDocument();
  });

  it('leads the hero action to the consultation block and moves focus there', async () => {
    const user = userEvent.setup();
    const content = await loadLandingContent('teams', 'ru');
    renderWithKit(
      <LandingPage content={content} slug="teams" consultation={<h2>Консультация</h2>} />,
    );
    const action = screen.getByRole('link', { name: content.hero.action.label });
    expect(action).toHaveAttribute('href', '#consultation');
    await user.click(action);
    expect(document.activeElement?.id).toBe('consultation');
  });

  it('leads «Выбрать тариф» to the tariffs, and to the form when the page has no tariffs', async () => {
    const user = userEvent.setup();
    const content = await loadLandingContent('business-unlim', 'ru');
    const { unmount } = renderWithKit(
      <LandingPage content={content} slug="business-unlim" consultation={<p>Форма</p>} />,
    );
    const action = screen.getByRole('link', { name: 'Выбрать тариф' });
    expect(action).toHaveAttribute('href', '#tariffs');
    await user.click(action);
    expect(document.activeElement?.id).toBe('tariffs');
    unmount();

    const { tariffs: _tariffs, ...withoutTariffs } = content;
    renderWithKit(
      <LandingPage content={withoutTariffs} slug="business-unlim" consultation={<p>Форма</p>} />,
    );
    expect(screen.getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute(
      'href',
      '#consultation',
    );
  });

  it('uses the virtual PBX tariff block as the page tariffs', async () => {
    const content = await loadLandingContent('virtual-ats', 'ru');
    const { container } = renderWithKit(<LandingPage content={content} slug="virtual-ats" />);
    expect(container.querySelector('#tariffs h2')).toHaveTextContent(
      content.pbxTariffs?.title ?? '',
    );
    expect(screen.getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute('href', '#tariffs');
    // The figure with its sign is one unbreakable span inside the price.
    expect(screen.getByText('700 ₸').parentElement).toHaveTextContent(/^от 700 ₸$/);
  });

  it('switches office-internet tariff tabs from the keyboard', async () => {
    const user = userEvent.setup();
    const content = await loadLandingContent('internet-for-office', 'ru');
    renderWithKit(<LandingPage content={content} slug="internet-for-office" />);
    const tablist = screen.getByRole('tablist', { name: content.tariffs?.title });
    const reduced = within(tablist).getByRole('tab', { name: 'С понижением' });
    expect(reduced).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Скорость снижается после 20:00. Выгодно, если офис работает днём.'),
    ).toBeVisible();
    await user.click(reduced);
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Без понижения' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByText('Одна и та же скорость 24/7 — для тех, кто работает допоздна.'),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3, name: '20 Мбит/с' })).toHaveLength(1);
  });

  it('leads the promo band’s button to the promo’s own form when the page has one (§2.15)', async () => {
    const content = await loadLandingContent('internet-for-office', 'ru');
    const promoButton = () =>
      within(screen.getByRole('region', { name: content.promo?.title })).getByRole('link', {
        name: 'Оставить заявку',
      });
    const { unmount } = renderWithKit(
      <LandingPage
        content={content}
        slug="internet-for-office"
        consultation={<p>консультация</p>}
        promoForm={<p>форма акции</p>}
      />,
    );
    expect(promoButton()).toHaveAttribute('href', '#promo-form');
    expect(document.getElementById('promo-form')).toHaveTextContent('форма акции');
    unmount();
    // Without one (the minimal landing, whose request form is the reprice form): the request form.
    renderWithKit(
      <LandingPage content={content} slug="internet-for-office" consultation={<p>форма</p>} />,
    );
    expect(promoButton()).toHaveAttribute('href', '#consultation');
    expect(document.getElementById('promo-form')).toBeNull();
  });

  it('hands tariff buttons to the page flow when it provides one', async () => {
    const user = userEvent.setup();
    const onTariffAction = vi.fn();
    const content = await loadLandingContent('iot-zhkh', 'ru');
    renderWithKit(
      <LandingPage content={content} slug="iot-zhkh" onTariffAction={onTariffAction} />,
    );
    const twoServices = screen.getAllByRole('button', { name: 'Подключить 2 услуги' });
    expect(twoServices[0]).toHaveAccessibleDescription('Учёт воды');
    await user.click(twoServices[0]!);
    expect(onTariffAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'water' }),
      'secondary',
    );
  });

  it('opens archived tariff details in place', async () => {
    const user = userEvent.setup();
    const content = await loadTariffsArchive('ru');
    renderWithKit(<LandingPage content={content} slug="tariffs-archive" />);
    const [first] = screen.getAllByRole('button', { name: /Подробнее о тарифе/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(first!.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('Скрыть');
    expect(panel).toBeVisible();
  });

  it('renders data tables with a caption and column and row headers', async () => {
    const content = await loadLandingContent('ddos', 'ru');
    renderWithKit(<LandingPage content={content} slug="ddos" />);
    const caption = content.industries?.table.caption ?? '';
    const table = screen.getByRole('table', { name: caption });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Банки и финтех' })).toBeInTheDocument();
    // The downtime losses are sample estimates: the column and the table's description say so.
    expect(
      within(table).getByRole('columnheader', { name: 'Потери за час простоя (оценка)' }),
    ).toBeInTheDocument();
    const banks = within(table).getByRole('rowheader', { name: 'Банки и финтех' }).closest('tr');
    expect(banks).toHaveTextContent(/от 15 млн ₸$/);
    expect(table).toHaveAccessibleDescription(/^Оценочные значения для примера/);
    // The scroll wrapper is a named, focusable region for keyboard scrolling.
    expect(screen.getByRole('region', { name: caption })).toHaveAttribute('tabindex', '0');
  });

  it('links «Другие услуги» to pages in the page language', async () => {
    const content = await loadLandingContent('mobile-connection', 'kk');
    renderWithKit(<LandingPage content={content} slug="mobile-connection" />, { locale: 'kk' });
    const section = screen.getByRole('region', { name: 'Басқа қызметтер' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/kk/virtual-ats',
      '/kk/roaming',
      '/kk/business-unlim',
      '/kk/kense-handset-offer',
    ]);
  });

  it.each([
    ['ru', 'Справка и приложение Starlink'],
    ['kk', 'Starlink анықтамасы және қосымшасы'],
  ] as const)(
    'links the satellite page to Starlink’s support and app stores in a new tab (%s)',
    async (locale, title) => {
      const content = await loadLandingContent('satellite-internet', locale);
      renderWithKit(<LandingPage content={content} slug="satellite-internet" />, { locale });
      const section = screen.getByRole('region', { name: title });
      const links = within(section).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        'https://www.starlink.com/support',
        'https://apps.apple.com/app/starlink/id1537177988',
        'https://play.google.com/store/apps/details?id=com.starlink.mobile',
      ]);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
        expect(link).toHaveAccessibleName(
          locale === 'ru' ? /\(откроется в новой вкладке\)$/ : /\(жаңа қойындыда ашылады\)$/,
        );
      }
      await expectNoAxeViolations(section);
    },
  );

  it('refuses content HTML that DOMPurify would change, instead of putting it in the DOM', () => {
    // What the prerender does on every page (and the dev server): a fragment that is not a fixed
    // point of DOMPurify fails the build; the browser bundle puts in only fragments that passed.
    const content: LandingContent = {
      hero: {
        title: 'Проверка',
        description: 'Текст',
        action: { label: 'Заявка', target: 'consultation' },
      },
      faq: {
        title: 'Вопросы',
        items: [
          {
            title: 'Опасный ответ',
            text: '<p onclick="steal()">Ответ<script>window.hacked = true</script><img src="x" onerror="steal()"><a href="javascript:steal()">ссылка</a></p>',
          },
        ],
      },
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderWithKit(<LandingPage content={content} slug="ip-vpn" />)).toThrow(
        /content HTML that DOMPurify changes[\s\S]*→ <p>Ответ<a>ссылка<\/a><\/p>/,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(document.querySelector('script:not([src]), img, [onclick], [onerror]')).toBeNull();
  });

  it('sends internal links inside rich text through the kit router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithKit(
      <KitProvider locale="ru" navigate={navigate}>
        <RichText html='<p><a href="/virtual-ats">АТС</a> и <a href="/docs/letter-refund.rtf">шаблон</a></p>' />
      </KitProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'АТС' }));
    expect(navigate).toHaveBeenCalledWith('/virtual-ats');
    navigate.mockClear();
    const template = screen.getByRole('link', { name: 'шаблон' });
    // Downloads are left to the browser.
    template.addEventListener('click', (e) => e.preventDefault());
    await user.click(template);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['ru', 'kk'] as const)('has no axe violations on a full page (%s)', async (locale) => {
    const content = await loadLandingContent('ddos', locale);
    const { container } = renderWithKit(
      <LandingPage content={content} slug="ddos" consultation={<h2>Form</h2>} />,
      { locale },
    );
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with tabs, promo and special-offer blocks', async () => {
    for (const slug of ['internet-for-office', 'kense-handset-offer', 'partners'] as const) {
      const content = await loadLandingContent(slug, 'kk');
      const { container, unmount } = renderWithKit(<LandingPage content={content} slug={slug} />, {
        locale: 'kk',
      });
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
