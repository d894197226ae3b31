import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { BlogArticleView } from './BlogArticleView.tsx';
import { BlogList } from './BlogList.tsx';
import { ARTICLE, OTHER, SUMMARY } from './testing.ts';

afterEach(() => vi.restoreAllMocks());

const CANONICAL = 'https://business.dalatelecom.kz/blog/virtual-ats-for-small-business';

describe('BlogList', () => {
  it('lists each article with its date in the genitive, reading time and «Читать далее»', async () => {
    const { container } = renderOnSite(<BlogList articles={[SUMMARY, OTHER]} />);
    const cards = screen.getAllByRole('listitem').filter((li) => li.dataset.article);
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(SUMMARY.title);
    expect(first.getByText('21 ноября 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(first.getByText('4 мин чтения')).toBeVisible();
    const more = first.getByRole('link', { name: `Читать далее: ${SUMMARY.title}` });
    expect(more).toHaveAttribute('href', '/blog/virtual-ats-for-small-business');
    expect(screen.getByRole('link', { name: 'Читать истории успеха' })).toHaveAttribute(
      'href',
      '/success-cases',
    );
    await expectNoAxeViolations(container);
  });

  it('in Kazakh: Kazakh dates (never Intl), /kk links', () => {
    renderOnSite(<BlogList articles={[SUMMARY]} />, { locale: 'kk' });
    expect(screen.getByText('2026 жылғы 21 қараша')).toBeVisible();
    expect(screen.getByText('Оқу уақыты: 4 мин')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Толығырақ оқу/ })).toHaveAttribute(
      'href',
      '/kk/blog/virtual-ats-for-small-business',
    );
  });

  it('says so when there are no articles yet', () => {
    renderOnSite(<BlogList articles={[]} />);
    expect(screen.getByText('Статей пока нет. Загляните позже.')).toBeVisible();
  });
});

describe('BlogArticleView', () => {
  it('shows the article with author, editor, date, reading time and related articles', async () => {
    const { container } = renderOnSite(<BlogArticleView article={ARTICLE} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ARTICLE.title);
    const credits = screen.getByText('Айгерим Сапарова').closest('dl') as HTMLElement;
    expect(credits).toHaveTextContent('АвторАйгерим Сапарова');
    expect(credits).toHaveTextContent('РедакторДмитрий Ким');
    expect(screen.getByText('21 ноября 2026')).toBeVisible();
    expect(screen.getByText('4 мин чтения')).toBeVisible();
    const related = screen.getByRole('region', { name: 'Читайте также' });
    expect(within(related).getByRole('heading', { level: 3 })).toHaveTextContent(OTHER.title);
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainElement(
      screen.getByRole('link', { name: 'Блог' }),
    );
    await expectNoAxeViolations(container);
  });

  it('sanitises the body: no scripts, handlers, images, styles or javascript: links', () => {
    const { container } = renderOnSite(<BlogArticleView article={ARTICLE} />);
    const body = container.querySelector('[data-article-body]') as HTMLElement;
    expect(body.querySelector('script, img, [onclick], [onerror], [style], [class]')).toBeNull();
    expect(within(body).getByRole('heading', { level: 2, name: 'Что меняется' })).toBeVisible();
    expect(within(body).getByText('вредная ссылка')).not.toHaveAttribute('href');
    expect(within(body).getByRole('link', { name: 'страница услуги' })).toHaveAttribute(
      'href',
      '/virtual-ats',
    );
    expect(body).toHaveTextContent('Конец');
  });

  it('copies the canonical link and says «Скопировано»', async () => {
    const user = userEvent.setup();
    renderOnSite(<BlogArticleView article={ARTICLE} />);
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(CANONICAL);
    const toasts = screen.getByRole('region', { name: 'Уведомления (F8)' });
    await waitFor(() => expect(toasts).toHaveTextContent('Скопировано'));
    expect(toasts).toHaveTextContent('Ссылка на статью в буфере обмена.');
  });

  it('says «Не удалось скопировать» when the browser refuses', async () => {
    const user = userEvent.setup();
    renderOnSite(<BlogArticleView article={ARTICLE} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    const toasts = screen.getByRole('region', { name: 'Уведомления (F8)' });
    await waitFor(() => expect(toasts).toHaveTextContent('Не удалось скопировать'));
    expect(toasts).not.toHaveTextContent('Скопировано');
  });

  it('offers share links that are plain links to the article, opening in a new tab', () => {
    renderOnSite(<BlogArticleView article={ARTICLE} />);
    const telegram = screen.getByRole('link', { name: /^Поделиться в Telegram/ });
    const href = new URL(telegram.getAttribute('href') as string);
    expect(href.origin + href.pathname).toBe('https://t.me/share/url');
    expect(href.searchParams.get('url')).toBe(CANONICAL);
    expect(telegram).toHaveAttribute('target', '_blank');
    for (const network of ['WhatsApp', 'Facebook', 'LinkedIn']) {
      expect(
        screen.getByRole('link', { name: new RegExp(`^Поделиться в ${network}`) }),
      ).toBeVisible();
    }
  });

  it('in Kazakh: genitive Kazakh date, Kazakh words, /kk address copied', async () => {
    const user = userEvent.setup();
    renderOnSite(<BlogArticleView article={ARTICLE} />, { locale: 'kk' });
    expect(screen.getByText('2026 жылғы 21 қараша')).toBeVisible();
    expect(screen.getByText('Авторы')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Telegram арқылы бөлісу/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сілтемені көшіру' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'https://business.dalatelecom.kz/kk/blog/virtual-ats-for-small-business',
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /F8/ })).toHaveTextContent('Көшірілді'),
    );
  });
});
