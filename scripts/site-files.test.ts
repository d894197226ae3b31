import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-files.ts';

describe('robotsTxt', () => {
  const source = 'User-agent: *\nDisallow: /profile\n';
  const url = 'https://business.example.kz/sitemap.xml';

  it('writes the rules and one Sitemap line', () => {
    expect(robotsTxt(source, url)).toBe(`User-agent: *\nDisallow: /profile\n\nSitemap: ${url}\n`);
  });

  it('writes the same file when run again on its own output', () => {
    const once = robotsTxt(source, url);
    expect(robotsTxt(once, url)).toBe(once);
    expect(robotsTxt(robotsTxt(once, url), url).match(/^Sitemap:/gm)).toHaveLength(1);
  });
});

describe('sitemapXml', () => {
  it('lists each page with its alternates, escaped', () => {
    const xml = sitemapXml([
      {
        loc: 'https://b.kz/kk/blog/a&b',
        alternates: [{ hreflang: 'ru', href: 'https://b.kz/blog/a&b' }],
      },
    ]);
    expect(xml).toContain(
      '<url><loc>https://b.kz/kk/blog/a&amp;b</loc><xhtml:link rel="alternate" hreflang="ru" href="https://b.kz/blog/a&amp;b"/></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  });
});
