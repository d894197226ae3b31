import axe from 'axe-core';
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
 * axe's serious and critical violations on the page, or in the parts named (axe walks open shadow
 * roots, so a widget's element is enough), one line each: the bar of every axe check here.
 *
 * axe-core goes in once per document, through the debugging protocol (which the site's CSP does
 * not govern), and runs where it is. @axe-core/playwright did the same work in about five times
 * the time: it injects the 570 KB script on every call and finishes each run in a new blank page.
 * The site has no iframes, which is all that its frame-by-frame mode adds.
 *
 * Only the rules that can report a serious or critical violation run. axe gives every violation of
 * a rule that carries an impact that impact, whatever its checks said (`finalizeRuleResult`), so a
 * rule marked minor or moderate (`region`, `heading-order`, the landmark rules…: 32 of axe 4.14's
 * 105) can never fail this bar, and skipping it changes no verdict; the list is read from the
 * axe-core that runs, not written here. It takes a warm run from about 0.14 to 0.10 CPU seconds a
 * page (issue 37). A rule off by default stays off.
 */
export async function axeViolations(page: Page, include?: string | string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (selectors) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const context = selectors.length > 0 ? { include: selectors.map((s) => [s]) } : document;
      // axe's own rule table (not in its public types); without it every rule runs.
      const table = (engine as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })
        ._audit?.rules;
      const rules: Record<string, { enabled: false }> = {};
      for (const rule of table ?? []) {
        if (rule.impact === 'minor' || rule.impact === 'moderate')
          rules[rule.id] = { enabled: false };
      }
      const { violations } = await engine.run(context, { resultTypes: ['violations'], rules });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
    },
    [include ?? []].flat(),
  );
}

/** No serious or critical axe violation, once opening transitions have finished. */
export async function expectAxeClean(page: Page, include?: string | string[]): Promise<void> {
  await settleAnimations(page);
  expect(await axeViolations(page, include)).toEqual([]);
}
