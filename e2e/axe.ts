import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for effects (focus, portals, live regions) and for opening transitions to finish: axe
 * measures colour contrast mid-fade otherwise, and a dialog or toast fading in fails it. A part
 * that mounts from an effect (a toast shown on mount) starts its animation a few frames late, so
 * this waits until two frames in a row have no finite animation running, for at most 2 s.
 * Spinners never finish, so infinite animations are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  // No named helpers inside: tsx (the story sweep) wraps them in a `__name` call that does not
  // exist in the page.
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    let quiet = 0;
    while (quiet < 2 && performance.now() < deadline) {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const finite = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (finite.length === 0) {
        quiet += 1;
        continue;
      }
      quiet = 0;
      await Promise.race([
        Promise.allSettled(finite.map((a) => a.finished)),
        new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now()))),
      ]);
    }
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
