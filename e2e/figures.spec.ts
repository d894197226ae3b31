import { expect, test, type Page } from '@playwright/test';

/*
 * No price, speed or volume breaks across lines (issue 39: a catalogue card read «15 | 900 ₸», a
 * summary «20 Мбит/ | с»). Each page is laid out at phone widths from 320 px up, where the
 * descriptions wrap most, and every amount with its unit in the page's main text is measured
 * where the browser drew it: all of it on one line. How the site keeps them whole is not looked
 * at, only where the words land.
 */

const PAGES = ['/', '/kk', '/internet-for-office', '/kk/internet-for-office', '/roaming'];
const WIDTHS = [320, 340, 360, 375, 390, 414];

/** The figures shown in the page's main text at the current width, and those drawn on two lines. */
function figuresOf(page: Page): Promise<{ seen: number; broken: string[] }> {
  return page.evaluate(() => {
    // An amount (digit groups by any space, a range) with its unit, as a reader sees one figure.
    const figure =
      /\d[\d\u00a0\u202f ]*(?:[.,]\d+)?(?:[–-]\d[\d\u00a0\u202f ]*)?[\u00a0\u202f ]?(?:[МГК]бит\/с|[МГТ]Б|₸(?:\/(?:мес\.?|ай|мин|\d+[\u00a0 ]?[МГ]Б))?|млн)(?![\p{L}])/gu;
    const broken: string[] = [];
    let seen = 0;
    const main = document.querySelector('main');
    if (!main) return { seen, broken };
    // The innermost blocks that hold text: a paragraph, a list item, a cell, a heading.
    // Only what is drawn: a closed <details> or a hidden tab lays nothing out.
    const blocks = [...main.querySelectorAll('p, li, dd, dt, td, th, h2, h3, h4')].filter(
      (block) => !block.querySelector('p, li, dd, td, h2, h3, h4') && block.checkVisibility(),
    );
    for (const block of blocks) {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) nodes.push(walker.currentNode as Text);
      const text = nodes.map((node) => node.data).join('');
      /** The text node and offset of the `index`th character of the block's text. */
      const at = (index: number): [Text, number] => {
        let rest = index;
        for (const node of nodes) {
          if (rest <= node.data.length) return [node, rest];
          rest -= node.data.length;
        }
        const last = nodes[nodes.length - 1]!;
        return [last, last.data.length];
      };
      for (const match of text.matchAll(figure)) {
        const token = match[0].trimEnd();
        const range = document.createRange();
        range.setStart(...at(match.index));
        range.setEnd(...at(match.index + token.length));
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue; // not shown (a closed panel, a hidden tab)
        seen += 1;
        const top = rects[0]!.top;
        if (rects.some((r) => Math.abs(r.top - top) > r.height / 2)) broken.push(token);
      }
    }
    return { seen, broken };
  });
}

for (const path of PAGES) {
  test(`${path}: every price and unit stays on one line at phone widths`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { seen, broken } = await figuresOf(page);
      expect(broken, `${path} at ${width} px`).toEqual([]);
      // The page shows its prices: the sweep measured something.
      expect(seen, `${path} at ${width} px`).toBeGreaterThan(2);
    }
  });
}
