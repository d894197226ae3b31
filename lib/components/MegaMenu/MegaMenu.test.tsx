import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { servicesMenuKk, servicesMenuRu } from './fixtures.ts';
import { MegaMenu } from './MegaMenu.tsx';
import { MegaMenuDrawer } from './MegaMenuDrawer.tsx';

function Header({ navigate }: { navigate?: (href: string) => void }) {
  return (
    <KitProvider locale="ru" navigate={navigate}>
      <a href="/">Логотип</a>
      <MegaMenu label="Услуги" sections={servicesMenuRu} width={1028} />
      <a href="/blog">Блог</a>
    </KitProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Услуги' });
const panel = () => screen.getByRole('navigation', { name: 'Услуги' });
const link = (name: string) => screen.getByRole('link', { name });

describe('MegaMenu', () => {
  it('is a disclosure: the button controls a hidden navigation panel of 8 sections', async () => {
    const user = userEvent.setup();
    const { container } = render(<Header />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Closed, the panel is there for aria-controls but holds nothing: its links come with opening.
    const closedPanel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(closedPanel).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', panel().id);
    // Links stay links: no ARIA menu roles anywhere.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    const lists = within(panel()).getAllByRole('list').slice(1);
    expect(lists.map((list) => list.getAttribute('aria-labelledby') && list)).toHaveLength(8);
    const names = lists.map((list) =>
      document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
    );
    expect(names).toEqual([
      'Связь',
      'Интернет',
      'IoT',
      'Облака',
      'Безопасность',
      'Реклама и рассылки',
      'Автоматизация',
      'Ещё',
    ]);
    // Every section shows its picture, hidden from screen readers since the label says it all.
    const icons = panel().querySelectorAll('[data-section] > p svg');
    expect(icons).toHaveLength(8);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Виртуальная АТС',
      'Мобильная связь',
      'Роуминг',
      'Телефония в Microsoft Teams',
      'Бизнес Безлимит',
    ]);
    expect(link('Роуминг')).toHaveAttribute('href', '/roaming?utm_source=menu');
    await expectNoAxeViolations(container);
  });

  it('applies the width prop to the panel', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithKit(<MegaMenu label="Услуги" sections={servicesMenuRu} />);
    await user.click(trigger());
    expect(panel().style.width).toBe('1028px');
    rerender(<MegaMenu label="Услуги" sections={servicesMenuRu} width="60em" columns={2} />);
    expect(panel().style.width).toBe('60em');
    expect(panel().querySelector('ul')?.style.gridTemplateColumns).toBe(
      'repeat(2, minmax(0, 1fr))',
    );
  });

  it('opens from the keyboard and moves between links with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.tab();
    await user.tab();
    expect(trigger()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(link('Виртуальная АТС')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('Роуминг')).toHaveFocus();
    // Down from a section's last link goes on to the next section's first.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(link('Бірлік')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Бизнес Безлимит')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(link('Бірлік')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(link('IoT/M2M')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(link('Бірлік')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Решения партнёров')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Решения партнёров')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Виртуальная АТС')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(link('Решения партнёров')).toHaveFocus();
  });

  it('lets Tab walk through the links and out, closing the panel behind it', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(trigger());
    await user.tab();
    expect(link('Виртуальная АТС')).toHaveFocus();
    await user.tab({ shift: true });
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowUp}');
    expect(link('Решения партнёров')).toHaveFocus();
    await user.tab();
    expect(link('Блог')).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside, not on one inside the panel', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(trigger());
    await user.click(within(panel()).getByText('Безопасность'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it("follows internal links through the kit's router and closes", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<Header navigate={navigate} />);
    await user.click(trigger());
    await user.click(link('Защита от DDoS-атак'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/ddos?utm_source=menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/virtual-ats?utm_source=menu');
  });

  it('marks the current page and can be controlled by the caller', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <MegaMenu
            label="Услуги"
            sections={servicesMenuRu}
            currentHref="/roaming"
            open={open}
            onOpenChange={setOpen}
          />
          <button type="button" onClick={() => setOpen(false)}>
            Найти
          </button>
        </>
      );
    }
    renderWithKit(<Controlled />);
    expect(link('Роуминг')).toHaveAttribute('aria-current', 'page');
    expect(link('Мобильная связь')).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MegaMenuDrawer', () => {
  // The drawer's module loads on first open; transform it once here, not inside a test's time.
  beforeAll(() => import('./MegaMenuDrawerPanel.tsx'));

  function MobileHeader({ container }: { container?: HTMLElement | null }) {
    return (
      <>
        <MegaMenuDrawer
          label="Меню"
          navLabel="Услуги"
          sections={servicesMenuRu}
          container={container}
          start={<input aria-label="Поиск" />}
        >
          <a href="/blog">Блог</a>
        </MegaMenuDrawer>
        <a href="/">После меню</a>
      </>
    );
  }

  it('opens from the burger, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderWithKit(<MobileHeader />);
    const burger = screen.getByRole('button', { name: 'Меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(burger).toHaveFocus();
    await user.keyboard('{Enter}');

    // The drawer's code loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const sections = within(within(dialog).getByRole('navigation', { name: 'Услуги' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(sections).toEqual([
      'Связь',
      'Интернет',
      'IoT',
      'Облака',
      'Безопасность',
      'Реклама и рассылки',
      'Автоматизация',
      'Ещё',
    ]);

    // Tab cycles inside the drawer: past its last control it comes back to its first.
    const focusable = dialog.querySelectorAll<HTMLElement>('button, a[href], input');
    for (let i = 0; i < focusable.length + 2; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.queryByRole('link', { name: 'После меню' })).not.toBeInTheDocument();
    await expectNoAxeViolations(baseElement);

    // The page behind is held still by an inline style; no <style> element (a CSP refuses it).
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.querySelectorAll('style[data-styled]').length).toBe(0);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows the sections as an accordion of links', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <KitProvider locale="ru" navigate={navigate}>
        <MegaMenuDrawer
          label="Меню"
          navLabel="Услуги"
          sections={servicesMenuRu}
          currentHref="/ddos"
        />
      </KitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Меню' }));
    const security = await screen.findByRole('button', { name: 'Безопасность' });
    // The current page's section starts open; the others are closed.
    expect(security).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Защита от DDoS-атак' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const internet = screen.getByRole('button', { name: 'Интернет' });
    expect(internet).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'IP VPN' })).not.toBeInTheDocument();

    internet.focus();
    await user.keyboard('{Enter}');
    expect(internet).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(internet.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByRole('link', { name: 'IP VPN' }));

    await user.click(screen.getByRole('link', { name: 'IP VPN' }));
    expect(navigate).toHaveBeenCalledWith('/ip-vpn?utm_source=menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders into the given portal container and speaks Kazakh', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const portal = document.createElement('div');
    shadow.append(portal);
    renderWithKit(
      <MegaMenuDrawer
        label="Мәзір"
        navLabel="Қызметтер"
        sections={servicesMenuKk}
        container={portal}
      />,
      { locale: 'kk' },
    );
    await user.click(screen.getByRole('button', { name: 'Мәзір' }));
    const dialog = await within(portal).findByRole('dialog', { name: 'Мәзір' });
    expect(within(dialog).getByRole('button', { name: 'Мәзірді жабу' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Қауіпсіздік' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Мәзірді жабу' }));
    expect(portal).toBeEmptyDOMElement();
    host.remove();
  });
});
