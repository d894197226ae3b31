import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

function CopyButton({
  toast,
  label = 'Копировать ссылку',
}: {
  toast: ToastOptions;
  label?: string;
}) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      {label}
    </button>
  );
}

/** The polite live region radix fills a frame after a toast opens. */
async function announcement(): Promise<HTMLElement> {
  return waitFor(() => {
    const region = Array.from(document.querySelectorAll<HTMLElement>('[role="status"]')).find(
      (el) => el.getAttribute('aria-live') === 'polite' && el.textContent,
    );
    if (!region) throw new Error('no announcement yet');
    return region;
  });
}

describe('Toast', () => {
  it('shows the message in a named region and announces it politely', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(
      <ToastProvider>
        <CopyButton toast={{ title: 'Скопировано', tone: 'success' }} />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Уведомления (F8)' });
    await user.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    expect(region).toHaveTextContent('Скопировано');
    expect(await announcement()).toHaveTextContent('Уведомление Скопировано');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('closes by itself after its duration, not before', () => {
    // The toast's clock is faked: on a loaded machine a real 200 ms can pass between the click
    // and the first look, and the toast was gone before the test saw it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithKit(
        <ToastProvider duration={200}>
          <CopyButton toast={{ title: 'Не удалось скопировать', tone: 'error' }} />
        </ToastProvider>,
      );
      fireEvent.click(screen.getByRole('button'));
      const region = screen.getByRole('region');
      expect(region).toHaveTextContent('Не удалось скопировать');
      act(() => vi.advanceTimersByTime(190));
      expect(region).toHaveTextContent('Не удалось скопировать');
      act(() => vi.advanceTimersByTime(20));
      expect(region).not.toHaveTextContent('Не удалось скопировать');
    } finally {
      vi.useRealTimers();
    }
  });

  it('F8 takes focus to the toasts; the close button closes one', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <ToastProvider>
        <CopyButton toast={{ title: 'Скопировано', description: 'Ссылка в буфере обмена' }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    // user-event has no `code` for F8; radix listens for the code
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('list')).toHaveFocus();
    expect(screen.getByRole('region')).toContainElement(screen.getByRole('list'));
    await user.tab();
    expect(screen.getByRole('listitem')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('stacks several toasts and closes the focused one with Escape', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <ToastProvider>
        <CopyButton toast={{ title: 'Первое' }} label="Первое" />
        <CopyButton toast={{ title: 'Второе' }} label="Второе" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Первое' }));
    await user.click(screen.getByRole('button', { name: 'Второе' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    screen.getAllByRole('listitem')[0]?.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Второе');
  });

  it('speaks Kazakh and draws into the given container', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <KitProvider locale="kk">
        <ToastProvider container={mount}>
          <CopyButton toast={{ title: 'Көшірілді' }} label="Сілтемені көшіру" />
        </ToastProvider>
      </KitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Сілтемені көшіру' }));
    const region = mount.querySelector('[role="region"]');
    expect(region).toHaveAttribute('aria-label', 'Хабарламалар (F8)');
    expect(region).toHaveTextContent('Көшірілді');
    expect(mount.querySelector('button[aria-label="Жабу"]')).not.toBeNull();
    await waitFor(() =>
      expect(mount.querySelector('[aria-live="polite"]')).toHaveTextContent('Хабарлама Көшірілді'),
    );
    expect(document.body.querySelector('[role="region"]')).toBeNull();
    host.remove();
  });

  it('useToast outside a provider says what is missing', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it');
  });
});
