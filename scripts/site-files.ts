/**
 * The crawler files the prerenderer writes beside the pages. Pure functions of their inputs, so
 * running the prerender again writes the same files.
 */

/** One page of sitemap.xml: its canonical URL and its hreflang alternates. */
export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeXml(loc)}</loc>${links}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * robots.txt whole: the source's rules (`public/robots.txt`) and one `Sitemap:` line naming
 * ours. A `Sitemap:` line already in the source for the same URL is not repeated.
 */
export function robotsTxt(source: string, sitemapUrl: string): string {
  const line = `Sitemap: ${sitemapUrl}`;
  const rules = source
    .split(/\r?\n/)
    .filter((l) => l.trim() !== line)
    .join('\n')
    .trimEnd();
  return `${rules}\n\n${line}\n`;
}
