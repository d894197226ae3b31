import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/index.ts';
import { headFor, renderHeadTags } from './head.ts';
import { matchRoute } from './match.ts';

const origin = 'https://biz.example.kz';

function head(path: string, locale: 'ru' | 'kk') {
  const match = matchRoute(path);
  return headFor({ ...match, path, locale, data: undefined, t: createTranslator(locale), origin });
}

describe('headFor', () => {
  it('takes title and description from the route meta, with the brand', () => {
    expect(head('/virtual-ats', 'ru')).toMatchObject({
      lang: 'ru',
      title: 'Виртуальная АТС — Dala Business',
      heading: 'Виртуальная АТС',
      noindex: false,
    });
    expect(head('/virtual-ats', 'kk').title).toBe('Виртуалды АТС — Dala Business');
  });

  it('sets canonical and hreflang alternates as absolute URLs', () => {
    expect(head('/roaming', 'kk')).toMatchObject({
      canonical: `${origin}/kk/roaming`,
      alternates: [
        { hreflang: 'ru', href: `${origin}/roaming` },
        { hreflang: 'kk', href: `${origin}/kk/roaming` },
        { hreflang: 'x-default', href: `${origin}/roaming` },
      ],
    });
    expect(head('/', 'ru').canonical).toBe(`${origin}/`);
    expect(head('/', 'kk').canonical).toBe(`${origin}/kk`);
  });

  it('falls back to the site title when a route has no meta entry', () => {
    const match = matchRoute('/roaming');
    const t = createTranslator('ru');
    const result = headFor({
      ...match,
      route: { ...match.route, meta: 'missing' as never },
      path: '/roaming',
      locale: 'ru',
      data: undefined,
      t,
      origin,
    });
    expect(result.title).toBe(t('common.siteTitle'));
    expect(result.description).toBe(t('common.siteDescription'));
  });

  it('gives every private page its canonical and hreflang links, kept out of the index (§2.1)', () => {
    for (const path of [
      '/auth',
      '/profile',
      '/profile-applications',
      '/profile-applications/internet',
      '/profile-applications/mobile/42',
      '/application-for-connection',
      '/mobile-application',
    ]) {
      const result = head(path, 'kk');
      expect(result, path).toMatchObject({
        noindex: true,
        canonical: `${origin}/kk${path}`,
        alternates: [
          { hreflang: 'ru', href: `${origin}${path}` },
          { hreflang: 'kk', href: `${origin}/kk${path}` },
          { hreflang: 'x-default', href: `${origin}${path}` },
        ],
      });
      const tags = renderHeadTags(result);
      expect(tags).toContain('<meta name="robots" content="noindex" />');
      expect(tags).toContain(`<link rel="canonical" href="${origin}/kk${path}" />`);
    }
    expect(head('/profile', 'ru').canonical).toBe(`${origin}/profile`);
  });

  it('marks the Not Found page noindex, with no canonical: it has no address', () => {
    const notFound = head('/no-such-page', 'kk');
    expect(notFound).toMatchObject({ title: 'Бет табылмады — Dala Business', noindex: true });
    expect(notFound.canonical).toBeUndefined();
    expect(notFound.alternates).toEqual([]);
  });

  it('keeps search results and the request-accepted screen out of the index, not out of reach', () => {
    for (const path of ['/search', '/application-for-consultancy']) {
      const result = head(path, 'kk');
      expect(result, path).toMatchObject({
        noindex: true,
        canonical: `${origin}/kk${path}`,
        alternates: [
          { hreflang: 'ru', href: `${origin}${path}` },
          { hreflang: 'kk', href: `${origin}/kk${path}` },
          { hreflang: 'x-default', href: `${origin}${path}` },
        ],
      });
      expect(renderHeadTags(result)).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('renders escaped head tags', () => {
    const html = renderHeadTags({
      ...head('/roaming', 'ru'),
      title: 'A & "B" <C>',
    });
    expect(html).toContain('<title>A &amp; &quot;B&quot; &lt;C&gt;</title>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/roaming" />`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default"');
  });
});
