import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../lib/index.ts';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { I18nProvider } from '../i18n/index.ts';
import { CurrentPageContext } from '../routes/CurrentPage.tsx';
import { matchRoute } from '../routes/match.ts';
import { NOT_FOUND_ROUTE } from '../routes/table.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

function setup(
  ui: ReactNode,
  {
    locale = 'ru',
    path = '/roaming',
    routeName,
  }: { locale?: 'ru' | 'kk'; path?: string; routeName?: string } = {},
) {
  const navigate = vi.fn();
  const match = matchRoute(path);
  const view = render(
    <I18nProvider locale={locale}>
      <KitProvider locale={locale} navigate={navigate}>
        <CurrentPageContext.Provider
          value={{
            routeName: routeName ?? match.route.name,
            params: match.params,
            path,
            locale,
            found: match.found,
          }}
        >
          {ui}
        </CurrentPageContext.Provider>
      </KitProvider>
    </I18nProvider>,
  );
  return { navigate, user: userEvent.setup(), ...view };
}

describe('HeaderSearch (desktop)', () => {
  it('«Найти» is an enabled button; under 3 characters a press is refused with the rule at the box', async () => {
    const onSubmitted = vi.fn();
    const { user, navigate, container } = setup(
      <HeaderSearch variant="desktop" onSubmitted={onSubmitted} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Поиск по сайту' });
    const button = screen.getByRole('button', { name: 'Найти' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    // The rule is the box's description before anything is typed; nothing is shown yet.
    expect(box).toHaveAccessibleDescription('Введите не менее 3 символов');
    expect(box).not.toHaveAttribute('aria-invalid');

    await user.type(box, 'ab');
    await user.click(button);
    expect(navigate).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(box).toHaveValue('ab');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Ошибка: Введите не менее 3 символов');
    // Said through the kit's live region, in the page's language.
    await waitFor(() =>
      expect(document.querySelector('[data-kit-announcer]')).toHaveTextContent(
        'Ошибка: Введите не менее 3 символов',
      ),
    );
    await expectNoAxeViolations(container);

    // Enter in the box is the same press; the third character takes the message away.
    await user.keyboard('{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await user.type(box, 'c');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Введите не менее 3 символов');
  });

  it('in Kazakh: the refusal in Kazakh; leaving the search takes the message away', async () => {
    const { user, navigate } = setup(<HeaderSearch variant="desktop" />, { locale: 'kk' });
    const box = screen.getByRole('searchbox', { name: 'Сайт бойынша іздеу' });
    await user.type(box, 'ip{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('Қате: Кемінде 3 таңба енгізіңіз');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Іздеу' })).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('submits 3+ characters to /search, then clears the box and closes the menu', async () => {
    const onSubmitted = vi.fn();
    const { user, navigate } = setup(<HeaderSearch variant="desktop" onSubmitted={onSubmitted} />, {
      locale: 'kk',
    });
    const box = screen.getByRole('searchbox', { name: 'Сайт бойынша іздеу' });
    await user.type(box, 'роуминг');
    const button = screen.getByRole('button', { name: 'Іздеу' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(navigate).toHaveBeenCalledWith(
      '/kk/search?q=%D1%80%D0%BE%D1%83%D0%BC%D0%B8%D0%BD%D0%B3',
    );
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('');
  });

  it('submits to /products from the route named products', async () => {
    const { user, navigate } = setup(<HeaderSearch variant="desktop" />, { routeName: 'products' });
    await user.type(screen.getByRole('searchbox'), 'sim{Enter}');
    expect(navigate).toHaveBeenCalledWith('/products?q=sim');
  });
});

describe('HeaderSearch (mobile)', () => {
  it('submits under 3 characters too (spec §5: the phone’s search is not guarded), by button or Enter', async () => {
    const onSubmitted = vi.fn();
    const { user, navigate } = setup(<HeaderSearch variant="mobile" onSubmitted={onSubmitted} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'ip');
    const button = screen.getByRole('button', { name: 'Найти' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(navigate).toHaveBeenLastCalledWith('/search?q=ip');
    expect(box).toHaveValue('');
    await user.type(box, 'sm{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/search?q=sm');
    expect(onSubmitted).toHaveBeenCalledTimes(2);
  });
});

describe('LanguageSwitcher', () => {
  it('links the same page in the other language and marks the current one', () => {
    setup(<LanguageSwitcher />, { path: '/support/service/ecp-sign' });
    const group = screen.getByRole('group', { name: 'Язык сайта' });
    expect(group).toHaveTextContent('Рус (Русский)Қаз (Қазақша)');
    expect(screen.getByText('Рус').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Қаз (Қазақша)' })).toHaveAttribute(
      'href',
      '/kk/support/service/ecp-sign',
    );
  });

  it('carries the current query along, and follows it when only the query changes', () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '/kk/search?q=%D0%B1%D2%B1%D0%BB%D1%82');
    try {
      setup(<LanguageSwitcher />, { locale: 'kk', path: '/search' });
      const link = screen.getByRole('link', { name: 'Рус (Русский)' });
      expect(link).toHaveAttribute('href', `/search?${new URLSearchParams({ q: 'бұлт' })}`);
      // A new search from the search page's box: a client navigation that changes only ?q=.
      act(() =>
        window.history.pushState(null, '', '/kk/search?q=AWS+%D0%B1%D2%B1%D0%BB%D1%82%D1%8B'),
      );
      expect(link).toHaveAttribute('href', `/search?${new URLSearchParams({ q: 'AWS бұлты' })}`);
      act(() => window.history.pushState(null, '', '/kk/search'));
      expect(link).toHaveAttribute('href', '/search');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('goes home in the other language from the Not Found page', () => {
    setup(<LanguageSwitcher />, { locale: 'kk', path: '/nope' });
    expect(matchRoute('/nope').route).toBe(NOT_FOUND_ROUTE);
    expect(screen.getByRole('link', { name: 'Рус (Русский)' })).toHaveAttribute('href', '/');
  });
});
