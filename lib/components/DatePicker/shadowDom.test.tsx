import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { DatePicker } from './DatePicker.tsx';
import { enableKitShadowDomSupport, isKitShadowDomSupportEnabled } from './shadowDom.ts';

// The flag is global for the page. Without it react-aria's focus handling does not see into shadow
// roots (focus can leave the calendar grid); how it fails depends on timing, so only the working
// case is asserted here.
let cleanup: (() => Promise<void>) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T09:00:00+05:00') });
});
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  vi.useRealTimers();
});

/** Renders a picker the way the embed bundle does: inside a shadow root, portalling into it. */
async function renderInShadowRoot() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  const portal = document.createElement('div');
  shadow.append(mount, portal);
  const root: Root = createRoot(mount);
  await act(async () =>
    root.render(
      <KitProvider locale="ru">
        <DatePicker label="Дата" portalContainer={portal} defaultValue="21.11.2026" />
      </KitProvider>,
    ),
  );
  cleanup = async () => {
    await act(async () => root.unmount());
    host.remove();
  };
  const input = shadow.querySelector('input')!;
  const button = shadow.querySelector('button')!;
  const active = () => shadow.activeElement as HTMLElement | null;
  return { shadow, portal, input, button, active, user: userEvent.setup() };
}

describe('date picker inside a shadow root', () => {
  it('with enableKitShadowDomSupport, opens in the shadow root and works from the keyboard', async () => {
    // Off until a page (or an earlier test file: they share a window) switches it on.
    enableKitShadowDomSupport();
    enableKitShadowDomSupport(); // calling twice is harmless
    expect(isKitShadowDomSupportEnabled()).toBe(true);
    const { portal, input, button, active, user } = await renderInShadowRoot();
    await user.click(button);
    const dialog = portal.querySelector('[role=dialog]');
    expect(dialog).not.toBeNull();
    expect(document.body.querySelector(':scope > * [role=dialog]')).toBeNull();
    expect(active()).toHaveAccessibleName('суббота, 21 ноября 2026, выбрано');
    await user.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('воскресенье, 22 ноября 2026');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('22.11.2026');
    expect(portal.querySelector('[role=dialog]')).toBeNull();
    expect(active()).toBe(input);

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(active()).toHaveAccessibleName('воскресенье, 22 ноября 2026, выбрано');
    await user.keyboard('{Escape}');
    expect(portal.querySelector('[role=dialog]')).toBeNull();
    expect(active()).toBe(input);
  });
});
