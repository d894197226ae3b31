import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ListLayout } from 'react-aria-components';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Button } from '../components/Button/Button.tsx';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { DatePicker } from '../components/DatePicker/DatePicker.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { servicesMenuRu } from '../components/MegaMenu/fixtures.ts';
import { MegaMenuDrawer } from '../components/MegaMenu/MegaMenuDrawer.tsx';
import { regionsRu } from '../components/Select/fixtures.ts';
import { Select } from '../components/Select/Select.tsx';
import { renderWithKit } from '../test/render.tsx';
import { installThemeTokens } from '../test/theme.ts';
import { vars } from './contract.css.ts';
import { overlayThemeClass, readTokenPx } from './overlayTheme.ts';
import { siteTheme, touchTheme } from './themes.css.ts';

// The themes' real custom properties on their real classes; jsdom lays nothing out, so the
// virtualised Select list gets a viewport as in Select.test.tsx.
const undo: (() => void)[] = [];
const spies: MockInstance[] = [];
beforeAll(() => {
  undo.push(installThemeTokens());
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(48));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => {
  undo.forEach((remove) => remove());
  spies.forEach((spy) => spy.mockRestore());
});

const px = (element: Element, token: string) => readTokenPx(element, token, Number.NaN);
/** The kit theme class on an overlay's element or its nearest ancestor below <body>. */
const themeAbove = (element: Element) =>
  [touchTheme, siteTheme].find((theme) => element.closest(`.${theme}`)) ?? null;

function Touch({ children }: { children: ReactNode }) {
  return <div className={touchTheme}>{children}</div>;
}
function Site({ children }: { children: ReactNode }) {
  return <div className={siteTheme}>{children}</div>;
}

describe('the touch theme', () => {
  it('gives the controls rendered under it 48px targets', () => {
    renderWithKit(
      <Touch>
        <Button>Оплатить</Button>
        <Checkbox label="Согласен" />
      </Touch>,
    );
    const button = screen.getByRole('button', { name: 'Оплатить' });
    expect(px(button, vars.control.minTarget)).toBe(48);
    expect(px(button, vars.control.height.m)).toBe(56);
    expect(px(screen.getByRole('checkbox'), vars.control.minTarget)).toBe(48);
  });

  it('reaches the calendar portalled out of a DatePicker: 48px days and buttons', async () => {
    renderWithKit(
      <Touch>
        <DatePicker label="Дата подключения" defaultOpen defaultValue="21.11.2026" />
      </Touch>,
    );
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest(`.${touchTheme}`)?.parentElement).toBe(document.body);
    expect(themeAbove(dialog)).toBe(touchTheme);
    const day = within(dialog).getByRole('button', { name: /21 ноября 2026/ });
    expect(px(day, vars.control.cell)).toBe(48);
    const next = within(dialog).getByRole('button', { name: 'Следующий месяц' });
    expect(px(next, vars.control.cell)).toBe(48);
  });

  it('reaches month buttons in monthAndYear mode', async () => {
    renderWithKit(
      <Touch>
        <DatePicker label="Месяц" mode="monthAndYear" defaultOpen defaultValue="11.2026" />
      </Touch>,
    );
    await act(async () => {});
    const month = within(screen.getByRole('dialog')).getByRole('button', { name: /ноябрь/i });
    expect(px(month, vars.control.cell)).toBe(48);
  });

  it('reaches the Select popover and its virtualiser: 48px rows', async () => {
    const layouts = vi.spyOn(ListLayout.prototype, 'update');
    renderWithKit(
      <Touch>
        <Select label="Регион" options={regionsRu} defaultOpen />
      </Touch>,
    );
    const option = (await screen.findAllByRole('option'))[0]!;
    await waitFor(() => expect(themeAbove(option)).toBe(touchTheme));
    expect(px(option, vars.control.optionHeight)).toBe(48);
    // The virtualiser places rows by the theme's row height until it has measured them.
    expect(layouts.mock.calls.at(-1)?.[0].layoutOptions?.estimatedRowSize).toBe(48);
    layouts.mockRestore();
  });

  it('reaches a Dialog opened from its trigger', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <Touch>
        <Dialog title="Подтвердите номер" trigger={<Button>Подтвердить</Button>}>
          Код придёт в СМС
        </Dialog>
      </Touch>,
    );
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите номер' });
    expect(dialog).toHaveClass(touchTheme);
    const close = within(dialog).getByRole('button', { name: 'Закрыть' });
    expect(px(close, vars.control.height.m)).toBe(56);
  });

  it('reaches a Dialog opened from code, through the element that had focus', async () => {
    function FromCode() {
      const [open, setOpen] = useState(false);
      return (
        <Touch>
          <Button onClick={() => setOpen(true)}>Проверить адрес</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Адрес вне зоны доставки" />
        </Touch>
      );
    }
    const user = userEvent.setup();
    renderWithKit(<FromCode />);
    await user.click(screen.getByRole('button', { name: 'Проверить адрес' }));
    expect(screen.getByRole('dialog')).toHaveClass(touchTheme);
  });

  it('reaches the MegaMenu drawer: 44px section icon boxes', async () => {
    renderWithKit(
      <Touch>
        <MegaMenuDrawer label="Меню" navLabel="Услуги" sections={servicesMenuRu} defaultOpen />
      </Touch>,
    );
    // The drawer's panel is its own chunk, loaded when it first opens.
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    expect(drawer).toHaveClass(touchTheme);
    const section = within(drawer).getByRole('button', { name: 'Связь' });
    const iconBox = section.querySelector('svg')!.parentElement!;
    expect(px(iconBox, vars.control.iconBox)).toBe(44);
  });
});

describe('portalled overlays outside the touch theme', () => {
  it('take the site theme from a site subtree', async () => {
    renderWithKit(
      <Site>
        <DatePicker label="Дата" defaultOpen />
      </Site>,
    );
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    expect(themeAbove(dialog)).toBe(siteTheme);
    expect(
      px(within(dialog).getByRole('button', { name: 'Следующий месяц' }), vars.control.cell),
    ).toBe(40);
  });

  it('leave the Select virtualiser at the site row height', async () => {
    const layouts = vi.spyOn(ListLayout.prototype, 'update');
    renderWithKit(
      <Site>
        <Select label="Регион" options={regionsRu} defaultOpen />
      </Site>,
    );
    await screen.findAllByRole('option');
    expect(layouts.mock.calls.at(-1)?.[0].layoutOptions?.estimatedRowSize).toBe(40);
    layouts.mockRestore();
  });

  it('still get tokens when nothing on the page sets a theme (a bare story)', () => {
    renderWithKit(<Dialog defaultOpen title="Лимит заявок" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass(siteTheme);
    expect(px(dialog, vars.control.minTarget)).toBe(24);
  });

  it("inherit a themed portal container's tokens rather than reset them (the embed)", () => {
    const container = document.createElement('div');
    container.className = siteTheme;
    document.body.append(container);
    renderWithKit(<Dialog defaultOpen title="Код отправлен" container={container} />);
    const dialog = within(container).getByRole('dialog');
    expect(dialog).not.toHaveClass(siteTheme);
    expect(dialog).not.toHaveClass(touchTheme);
    expect(px(dialog, vars.control.minTarget)).toBe(24);
    container.remove();
  });
});

describe('overlayThemeClass', () => {
  it('copies the nearest kit theme, else leaves a themed container alone, else uses the site theme', () => {
    const touch = document.createElement('div');
    touch.className = touchTheme;
    const anchor = document.createElement('button');
    touch.append(anchor);
    const site = document.createElement('div');
    site.className = siteTheme;
    const plain = document.createElement('div');
    document.body.append(touch, site, plain);
    expect(overlayThemeClass(anchor, site)).toBe(touchTheme);
    expect(overlayThemeClass(plain, site)).toBe('');
    expect(overlayThemeClass(plain)).toBe(siteTheme);
    expect(overlayThemeClass(null)).toBe(siteTheme);
    touch.remove();
    site.remove();
    plain.remove();
  });
});
