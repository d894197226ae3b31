import { expect, test, type Page } from '@playwright/test';
import { publicPages, titleOf } from './pages.ts';
import { hydrated } from './site.ts';

/*
 * WCAG 2.2 AA where axe is silent (issue 40), in both languages:
 * - 1.4.10 Reflow: no page scrolls sideways at 320 CSS px (a 1280 px screen at 400 % zoom);
 * - 2.4.7 Focus visible under forced colours (Windows contrast themes): a box-shadow ring is not
 *   drawn there, so every focused control must have an outline of its own.
 */

// The kiosk is one fixed 1080×1920 screen, not a page a visitor zooms: not here.
const pages = publicPages()
  .filter((p) => !/^(\/kk)?\/kiosk(\/|$)/.test(p.path))
  .map((p) => ({ path: p.path, title: titleOf(p.html) }));
/** As in a11y.spec.ts: a share of pages per test keeps each test short on a slow machine. */
const PAGES_PER_TEST = 28;

/** What sticks out past the right edge of a 320 px viewport, if anything (the widest first). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.right > width + 1)
      .sort((a, b) => b.box.right - a.box.right)
      .slice(0, 3)
      .map(
        ({ element, box }) =>
          `<${element.tagName.toLowerCase()}> to ${Math.round(box.right)}px: ` +
          `${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}`,
      );
  });
}

test.describe('1.4.10 reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const locale of ['ru', 'kk'] as const) {
    const mine = pages.filter((p) => (locale === 'kk') === /^\/kk(\/|$)/.test(p.path));
    const chunks = Math.ceil(mine.length / PAGES_PER_TEST);
    for (let chunk = 0; chunk < chunks; chunk++) {
      const share = mine.filter((_, i) => i % chunks === chunk);
      test(`no sideways scroll: ${locale} pages, part ${chunk + 1}`, async ({ page }) => {
        test.setTimeout(120_000);
        const [first, ...rest] = share;
        if (!first) return;
        const failures: string[] = [];
        await page.goto(first.path);
        await hydrated(page);
        for (const line of await sidewaysOverflow(page)) failures.push(`${first.path} ${line}`);
        // The other pages as prerendered, in place of the first one's body (a11y.spec.ts): one
        // stylesheet serves the whole site, so their layout is the one a visitor gets.
        for (const target of rest) {
          await page.evaluate(async (path) => {
            const html = await (await fetch(path)).text();
            const next = new DOMParser().parseFromString(html, 'text/html');
            document.title = next.title;
            document.documentElement.lang = next.documentElement.lang;
            document.body.replaceWith(document.adoptNode(next.body));
          }, target.path);
          await expect(page).toHaveTitle(target.title);
          for (const line of await sidewaysOverflow(page)) failures.push(`${target.path} ${line}`);
        }
        expect(failures).toEqual([]);
      });
    }
  }
});

test.describe('2.4.7 focus visible under forced colours', () => {
  test.use({ forcedColors: 'active' });
  const OUTLINED = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const style = getComputedStyle(focused);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
      return { outlined, what: `<${focused.tagName.toLowerCase()}> ${name.trim().slice(0, 40)}` };
    });

  for (const path of ['/', '/kk/auth', '/virtual-ats']) {
    test(`every control tabbed to on ${path} draws an outline`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const missing: string[] = [];
      const seen = new Set<string>();
      // The header, the page's first controls and whatever the tab order reaches in 40 steps.
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        const focused = await OUTLINED(page);
        if (!focused) continue;
        seen.add(focused.what);
        if (!focused.outlined) missing.push(focused.what);
      }
      expect(seen.size).toBeGreaterThan(5);
      expect(missing).toEqual([]);
    });
  }
});

/** Where a visitor tabs: home, a landing with its form, the login, in both languages. */
const TAB_PAGES = ['/', '/kk', '/virtual-ats', '/auth', '/kk/auth'];

test.describe('2.4.11 focus not obscured', () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the focused control is never under something else at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const hidden: string[] = [];
      for (const path of TAB_PAGES) {
        await page.goto(path);
        await hydrated(page);
        for (let step = 0; step < 30; step++) {
          await page.keyboard.press('Tab');
          const covered = await page.evaluate(() => {
            const focused = document.activeElement;
            if (!(focused instanceof HTMLElement) || focused === document.body) return null;
            const box = focused.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return null;
            // The middle of what shows of it in the window (the browser scrolled it into view).
            const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
            const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
            const top = document.elementFromPoint(x, y);
            if (!top || focused.contains(top) || top.contains(focused)) return null;
            // A label drawn over its own control (a checkbox's custom box) is the control's.
            if (top.closest('label')?.contains(focused)) return null;
            return `<${focused.tagName.toLowerCase()}> ${(focused.textContent ?? '').trim().slice(0, 30)} under <${top.tagName.toLowerCase()} class="${top.className}">`;
          });
          if (covered) hidden.push(`${path}: ${covered}`);
        }
      }
      expect(hidden).toEqual([]);
    });
  }
});

test.describe('1.4.12 text spacing', () => {
  // A user style sheet is not the page's: the site's CSP would refuse an injected <style>.
  test.use({ bypassCSP: true });
  // WCAG's own overrides (Understanding 1.4.12), as a user style sheet would set them.
  const SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
  for (const path of [
    '/',
    '/kk/virtual-ats',
    '/roaming',
    '/auth',
    '/support/mobile-connection/info',
  ]) {
    test(`no text is cut with WCAG's spacing on ${path}`, async ({ page }) => {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await hydrated(page);
        await page.addStyleTag({ content: SPACING });
        const cut = await page.evaluate(() =>
          [...document.body.querySelectorAll<HTMLElement>('*')]
            .filter((element) => {
              const style = getComputedStyle(element);
              const clips = /hidden|clip/.test(style.overflowX + style.overflowY);
              if (!clips || style.display === 'none' || style.visibility === 'hidden') return false;
              // Visually hidden text (1 px, clipped) is for screen readers: it is not cut for them.
              if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
              const text = [...element.childNodes].some(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              );
              return (
                text &&
                (element.scrollWidth > element.clientWidth + 1 ||
                  element.scrollHeight > element.clientHeight + 1)
              );
            })
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`,
            ),
        );
        expect(cut, `${path} at ${viewport.width}px`).toEqual([]);
      }
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing animates longer than a blink: the services menu and the burger drawer', async ({
    page,
  }) => {
    const longAnimations = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .map((animation) => ({
            duration: Number(animation.effect?.getTiming().duration ?? 0),
            what:
              animation instanceof CSSTransition
                ? `transition ${animation.transitionProperty}`
                : `animation ${(animation as CSSAnimation).animationName ?? ''}`,
          }))
          .filter((a) => a.duration > 100)
          .map((a) => `${a.what} ${a.duration} ms`),
      );
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Услуги' }).click();
    expect(await longAnimations()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    expect(await longAnimations()).toEqual([]);
  });
});
