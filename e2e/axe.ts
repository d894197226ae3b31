import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits two frames for effects (focus, portals, live regions) and for opening transitions to
 * finish: axe measures colour contrast mid-fade otherwise, and a dialog fading in fails it.
 * Spinners never finish, so only finite animations are awaited, for at most a second.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((done) => setTimeout(done, 1000)),
    ]);
  });
}

/**
 * axe over the page, or only the parts named (axe walks open shadow roots, so a widget's element
 * is enough): no serious or critical violation, the bar of every axe check in this project.
 */
export async function expectAxeClean(page: Page, include?: string | string[]): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  for (const selector of include === undefined ? [] : [include].flat()) {
    builder = builder.include(selector);
  }
  const results = await builder.analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
  ).toEqual([]);
}
