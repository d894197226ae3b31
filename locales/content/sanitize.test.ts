import DOMPurify from 'dompurify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS, loadHelpMenu, RICH_TEXT_POLICY } from './index.ts';
import { HELP_EXTRA_PAGES, HELP_MENU_PAGES } from './help/structure.ts';
import {
  allModules,
  HTML_FIELD,
  htmlFragments,
  loadBoth,
  stringLeaves,
} from './testing/collect.ts';

const policy = {
  ALLOWED_TAGS: [...RICH_TEXT_POLICY.ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_POLICY.ALLOWED_ATTR],
};

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public');

describe.each(allModules().map((m) => [m.name, m] as const))('%s', (_name, module) => {
  it('holds only HTML that DOMPurify leaves unchanged', async () => {
    const { ru, kk } = await loadBoth(module);
    for (const [locale, value] of Object.entries({ ru, kk })) {
      for (const { path, html } of htmlFragments(value)) {
        expect(DOMPurify.sanitize(html, policy), `${locale} ${path}`).toBe(html);
      }
    }
  });

  it('keeps markup out of plain-text fields', async () => {
    const { ru, kk } = await loadBoth(module);
    for (const { path } of [...htmlFragments(ru), ...htmlFragments(kk)]) {
      expect(path, 'markup in a plain-text field').toMatch(HTML_FIELD);
    }
  });

  it('links only to document templates that exist in public/docs', async () => {
    const { ru, kk } = await loadBoth(module);
    const hrefs = [...stringLeaves(ru), ...stringLeaves(kk)].flatMap(({ path, value }) => {
      const inHtml = [...value.matchAll(/href="(\/docs\/[^"]+)"/g)].map((m) => m[1] ?? '');
      const field = path.endsWith('href') && value.startsWith('/docs/') ? [value] : [];
      return [...inHtml, ...field];
    });
    for (const href of hrefs) {
      expect(existsSync(resolve(PUBLIC_DIR, `.${href}`)), href).toBe(true);
    }
  });
});

describe('the policy itself', () => {
  it('strips what content must never carry', () => {
    const dirty =
      '<p onclick="x()">Текст<script>alert(1)</script><img src="x" onerror="y()"><a href="javascript:alert(1)">ссылка</a><iframe src="https://example.com"></iframe></p>';
    expect(DOMPurify.sanitize(dirty, policy)).toBe('<p>Текст<a>ссылка</a></p>');
  });
});

describe('help menu', () => {
  it.each(['ru', 'kk'] as const)(
    'lists the sections and pages of the structure in order (%s)',
    async (locale) => {
      const menu = await loadHelpMenu(locale);
      expect(menu.map((s) => s.url)).toEqual([...HELP_SECTIONS]);
      for (const section of menu) {
        expect(section.links.map((l) => l.link)).toEqual([...HELP_MENU_PAGES[section.url]]);
      }
      const pages = menu.reduce((n, s) => n + s.links.length, 0);
      expect(pages).toBe(16);
    },
  );

  it('keeps extra pages out of the menu', () => {
    for (const section of HELP_SECTIONS) {
      for (const page of HELP_EXTRA_PAGES[section]) {
        expect(HELP_MENU_PAGES[section] as readonly string[]).not.toContain(page);
      }
    }
  });
});
