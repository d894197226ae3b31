import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button/Button.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { KitProvider, useKitAnnounce } from './KitProvider.tsx';
import { ANNOUNCEMENT_LIFETIME } from './LiveAnnouncer.tsx';

// Every live region on the page but react-aria's own announcer, which stays in <body> once an
// earlier test file (the DOM files share a window) has used a react-aria combobox.
const regions = () => document.querySelectorAll('[aria-live]:not([data-live-announcer] *)');

function Say({ text }: { text: string }) {
  const announce = useKitAnnounce();
  return (
    <button type="button" onClick={() => announce(text)}>
      Сказать
    </button>
  );
}

describe('LiveAnnouncer', () => {
  afterEach(() => vi.useRealTimers());

  it('is one polite region for nested providers, speaking the nearest one’s language', () => {
    render(
      <KitProvider locale="ru">
        <KitProvider locale="kk">
          <Say text="Көшірілді" />
        </KitProvider>
      </KitProvider>,
    );
    expect(regions()).toHaveLength(1);
    const region = regions()[0]!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();
    act(() => screen.getByRole('button').click());
    expect(region).toHaveTextContent('Көшірілді');
    expect(region.querySelector('[lang="kk"]')).toHaveTextContent('Көшірілді');
  });

  it('clears the words after a while, so a reader browsing later does not meet them', () => {
    vi.useFakeTimers();
    render(
      <KitProvider locale="ru">
        <Say text="Скопировано" />
      </KitProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(regions()[0]).toHaveTextContent('Скопировано');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_LIFETIME));
    expect(regions()[0]).toBeEmptyDOMElement();
  });

  it('stays exposed while a modal dialog hides the rest of the page', () => {
    const { rerender } = render(
      <KitProvider locale="ru">
        <main>Страница</main>
        <Dialog open title="Подтверждение" footer={<Button>Отправить</Button>} />
      </KitProvider>,
    );
    expect(screen.getByText('Страница').closest('[aria-hidden="true"]')).not.toBeNull();
    rerender(
      <KitProvider locale="ru">
        <main>Страница</main>
        <Dialog open title="Подтверждение" footer={<Button loading>Отправить</Button>} />
      </KitProvider>,
    );
    const region = regions()[0]!;
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    expect(region).toHaveTextContent('Загрузка…');
  });
});
