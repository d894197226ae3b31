import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { regionsRu } from './fixtures.ts';
import { forgetLoadedSelect, LazySelect } from './LazySelect.tsx';
import { Select, type SingleSelectProps } from './Select.tsx';

// jsdom lays nothing out: give the virtualised list a viewport, as react-aria's own tests do.
const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));
beforeEach(() => forgetLoadedSelect());

const base = {
  label: 'Регион',
  placeholder: 'Выберите регион',
  searchPlaceholder: 'Поиск по названию',
  options: regionsRu,
} as const;

function renderLazy(props: Partial<SingleSelectProps> = {}) {
  const onChange = vi.fn();
  const result = renderWithKit(<LazySelect {...base} onChange={onChange} {...props} />);
  return { onChange, ...result };
}

const trigger = () => screen.getByRole('combobox', { name: /^Регион/ });
const search = () => screen.findByRole('searchbox', { name: 'Поиск по названию' });
/** The stand-in has no popover to open: the Select's own trigger is the one that can. */
const isLight = () => !trigger().hasAttribute('data-rac');

describe('LazySelect', () => {
  it('first shows the closed field as the Select does, without its code', async () => {
    const props = { hint: 'Где подписан договор', error: 'Выберите регион', required: true };
    const { container, unmount } = renderWithKit(<Select {...base} {...props} />);
    const real = trigger();
    const seen = {
      role: real.getAttribute('role'),
      popup: real.getAttribute('aria-haspopup'),
      expanded: real.getAttribute('aria-expanded'),
      invalid: real.getAttribute('aria-invalid'),
      required: real.getAttribute('aria-required'),
    };
    const nameOfReal = screen.getByRole('combobox', { name: 'Регион Выберите регион' });
    expect(nameOfReal).toHaveAccessibleDescription('Где подписан договор Ошибка: Выберите регион');
    unmount();

    renderLazy(props);
    expect(isLight()).toBe(true);
    const light = screen.getByRole('combobox', { name: 'Регион Выберите регион' });
    expect(light).toHaveAccessibleDescription('Где подписан договор Ошибка: Выберите регион');
    expect({
      role: light.getAttribute('role'),
      popup: light.getAttribute('aria-haspopup'),
      expanded: light.getAttribute('aria-expanded'),
      invalid: light.getAttribute('aria-invalid'),
      required: light.getAttribute('aria-required'),
    }).toEqual(seen);
    expect(light.className).toBe(real.className);
    await expectNoAxeViolations(container);
  });

  it('shows the choice it is given, and submits it with a form', () => {
    renderWithKit(
      <form aria-label="Форма">
        <LazySelect {...base} name="region" defaultValue="karaganda" />
      </form>,
    );
    expect(isLight()).toBe(true);
    expect(trigger()).toHaveAccessibleName('Регион Карагандинская область');
    expect(screen.getByRole('form', { name: 'Форма' })).toHaveFormValues({ region: 'karaganda' });
  });

  it('opens as the Select on a click, with focus in its search, and keeps the choice', async () => {
    const user = userEvent.setup();
    const { onChange } = renderLazy();
    await user.click(trigger());
    expect(await search()).toHaveFocus();
    await user.keyboard('караг{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('karaganda');
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAccessibleName('Регион Карагандинская область');
    expect(isLight()).toBe(false);
  });

  it('opens from the keyboard: Tab, then Enter, Space or an arrow', async () => {
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      forgetLoadedSelect();
      const user = userEvent.setup();
      const { unmount } = renderLazy();
      await user.tab();
      expect(trigger()).toHaveFocus();
      await user.keyboard(key);
      expect(await search()).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(trigger()).toHaveFocus());
      unmount();
    }
  });

  it('a letter typed on the closed trigger starts the search with it', async () => {
    const user = userEvent.setup();
    renderLazy();
    await user.tab();
    await user.keyboard('ш');
    const field = await search();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('ш');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Шымкент']);
  });

  it('once the code is in the page, renders the Select at once', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLazy();
    await user.click(trigger());
    await search();
    unmount();
    renderLazy({ defaultValue: 'almaty' });
    expect(isLight()).toBe(false);
    expect(trigger()).toHaveAccessibleName('Регион Алматы');
  });
});
