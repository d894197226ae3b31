import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe over a rendered component and fails on any violation. Rules that need real layout
 * (colour contrast) cannot run in jsdom; the story sweep covers them in Chromium. `region` is off
 * because a component under test is not a whole page.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(violations, violations.join('\n')).toEqual([]);
}
