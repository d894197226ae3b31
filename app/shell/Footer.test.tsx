import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../lib/index.ts';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { I18nProvider } from '../i18n/index.ts';
import { Footer, MinimalFooter } from './Footer.tsx';

function Providers({ locale = 'ru', children }: { locale?: 'ru' | 'kk'; children: ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <KitProvider locale={locale} navigate={() => {}}>
        {children}
      </KitProvider>
    </I18nProvider>
  );
}

/** Renders `ui` to HTML the way the prerenderer does, with the clock at `builtAt`. */
function prerender(ui: ReactNode, builtAt: string): HTMLElement {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(builtAt));
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('Footer copyright', () => {
  it('shows the visitor’s year after hydrating a page built in an earlier year', async () => {
    const ui = (
      <Providers>
        <Footer />
      </Providers>
    );
    const container = prerender(ui, '2026-12-20T12:00:00');
    expect(container).toHaveTextContent('© 2026 Dala Business. Все права защищены.');

    vi.setSystemTime(new Date('2027-01-02T09:00:00'));
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: recoverable }),
    );
    expect(container).toHaveTextContent('© 2027 Dala Business. Все права защищены.');
    expect(container).not.toHaveTextContent('2026');
    // Only the line was rebuilt: the rest of the footer hydrated without a mismatch.
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('keeps the built year when the visitor’s clock agrees, in Kazakh too', async () => {
    const ui = (
      <Providers locale="kk">
        <Footer />
      </Providers>
    );
    const container = prerender(ui, '2026-03-01T12:00:00');
    const footer = container.querySelector('footer');
    const root = await act(async () => hydrateRoot(container, ui));
    expect(container.querySelector('footer')).toBe(footer);
    expect(container).toHaveTextContent('© 2026 Dala Business. Барлық құқықтар қорғалған.');
    act(() => root.unmount());
  });

  it('has the links, the support numbers and no axe violation; the minimal one no menus', async () => {
    const { container, unmount } = render(
      <Providers>
        <Footer />
      </Providers>,
    );
    expect(screen.getByRole('navigation', { name: 'Для бизнеса' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^\d+$/ })).toHaveLength(3);
    await expectNoAxeViolations(container);
    unmount();
    render(
      <Providers>
        <MinimalFooter />
      </Providers>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^\d+$/ })).toHaveLength(3);
  });

  it('links the personal-data notice from both footers, in the page’s language', async () => {
    const { unmount } = render(
      <Providers>
        <Footer />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Обработка персональных данных' })).toHaveAttribute(
      'href',
      '/personal-data',
    );
    unmount();
    const minimal = render(
      <Providers locale="kk">
        <MinimalFooter />
      </Providers>,
    );
    const link = screen.getByRole('link', { name: 'Дербес деректерді өңдеу' });
    expect(link).toHaveAttribute('href', '/kk/personal-data');
    // Same tab: nothing is being typed in a footer.
    expect(link).not.toHaveAttribute('target');
    await expectNoAxeViolations(minimal.container);
  });

  it('links the accessibility statement from both footers, in the page’s language', () => {
    const { unmount } = render(
      <Providers>
        <Footer />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Доступность сайта' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    unmount();
    render(
      <Providers locale="kk">
        <MinimalFooter />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Сайттың қолжетімділігі' })).toHaveAttribute(
      'href',
      '/kk/accessibility',
    );
  });
});
