import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { button } from '../Button/Button.css.ts';
import { Link } from './Link.tsx';

function renderWithRouter(ui: React.ReactElement, locale: 'ru' | 'kk' = 'ru') {
  const navigate = vi.fn();
  const result = render(
    <KitProvider locale={locale} navigate={navigate}>
      {ui}
    </KitProvider>,
  );
  return { navigate, ...result };
}

describe('Link', () => {
  it('sends a plain click on an internal link through the router', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithRouter(<Link href="/roaming">Роуминг</Link>);
    const link = screen.getByRole('link', { name: 'Роуминг' });
    expect(link).toHaveAttribute('href', '/roaming');
    await user.click(link);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/roaming');
  });

  it('follows Enter on a focused internal link through the router', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithRouter(<Link href="/kk/virtual-ats">Виртуалды АТС</Link>);
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/kk/virtual-ats');
  });

  it('leaves modified clicks, other targets, downloads and other origins to the browser', () => {
    const { navigate } = renderWithRouter(
      <>
        <Link href="/blog">Блог</Link>
        <Link href="/support" target="_blank">
          Помощь
        </Link>
        <Link href="/files/contract.pdf" download>
          Договор
        </Link>
        <Link href="//cdn.example.kz/x">CDN</Link>
        <Link href="https://example.kz/about">О компании</Link>
      </>,
    );
    const blog = screen.getByRole('link', { name: 'Блог' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
    ]) {
      // fireEvent returns false when the default was prevented
      expect(fireEvent.click(blog, init)).toBe(true);
    }
    expect(fireEvent.click(blog, { button: 1 })).toBe(true);
    for (const name of ['Помощь', 'Договор', 'CDN', 'О компании']) {
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('respects a caller that prevents the default in onClick', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithRouter(
      <Link href="/auth" onClick={(event) => event.preventDefault()}>
        Кабинет
      </Link>,
    );
    await user.click(screen.getByRole('link'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a router lets the browser navigate', () => {
    renderWithKit(<Link href="/contacts">Контакты</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Контакты' }))).toBe(true);
  });

  it('opens an external link in a new tab and says so to screen readers', async () => {
    const { container, navigate } = renderWithRouter(
      <Link href="/tender" external rel="external">
        Закупки
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Закупки (откроется в новой вкладке)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual([
      'external',
      'noopener',
      'noreferrer',
    ]);
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(fireEvent.click(link)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('says "opens in a new tab" in Kazakh', () => {
    renderWithKit(
      <Link href="https://example.kz" external>
        Сатып алулар
      </Link>,
      { locale: 'kk' },
    );
    expect(
      screen.getByRole('link', { name: 'Сатып алулар (жаңа қойындыда ашылады)' }),
    ).toBeInTheDocument();
  });

  it('can look like a button and still be a link', async () => {
    const user = userEvent.setup();
    const { container, navigate } = renderWithRouter(
      <Link href="/application-for-connection" appearance="button" variant="secondary" size="l">
        Подключить
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Подключить' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link).toHaveClass(button({ variant: 'secondary', size: 'l', fullWidth: false }));
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/application-for-connection');
    await expectNoAxeViolations(container);
  });
});
