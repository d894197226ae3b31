import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Loader } from './Loader.tsx';

describe('Loader', () => {
  it('is a polite status that says what is loading', async () => {
    const { container } = renderWithKit(<Loader label="Загружаем тарифы" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Загружаем тарифы');
    expect(status.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says "Загрузка…" by default and "Жүктелуде…" in Kazakh', () => {
    const { unmount } = renderWithKit(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    unmount();
    renderWithKit(<Loader hideLabel />, { locale: 'kk' });
    expect(screen.getByRole('status')).toHaveTextContent('Жүктелуде…');
  });

  describe('with a delay', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('keeps the live region empty until the delay passes, then fills it', () => {
      renderWithKit(<Loader label="Загружаем заявки" delay={400} />);
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(399));
      expect(status).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(1));
      expect(status).toHaveTextContent('Загружаем заявки');
    });

    it('shows nothing at all when the load ends before the delay', () => {
      const { unmount } = renderWithKit(<Loader delay={400} />);
      act(() => vi.advanceTimersByTime(200));
      unmount();
      // no timer left to set state on an unmounted component
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
