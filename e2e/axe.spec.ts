import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';

/*
 * The bar every axe check here uses (e2e/axe.ts) catches what it must: a page with known serious
 * and critical faults, and moderate ones beside them. axeViolations runs only the rules that can
 * report serious or critical (issue 37); what it reports must be what a run of every rule reports
 * at those impacts.
 */
const FAULTY = `<!doctype html><html lang="ru"><head><title>Проверка</title></head><body>
  <h1>Заголовок</h1>
  <h4>Пропущенные уровни</h4>
  <button id="unnamed"></button>
  <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p id="faint" style="color:#bbb;background:#fff">Бледный текст</p>
</body></html>`;

test('reports the serious and critical faults, and only those, as a run of every rule does', async ({
  page,
}) => {
  await page.setContent(FAULTY);
  const reported = await axeViolations(page);
  const ids = reported.map((line) => line.split(':')[0]).sort();
  expect(ids).toEqual(['critical button-name', 'critical image-alt', 'serious color-contrast']);

  // Every rule, axe's defaults: the same serious and critical set; the moderate faults on this page
  // (no landmarks, a skipped heading level) are there too, and are not ours to report.
  const everyRule = await page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run(c: Document): Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe.run(document);
    return violations.map((v) => `${v.impact} ${v.id}`).sort();
  });
  expect(everyRule).toEqual(
    expect.arrayContaining(['moderate heading-order', 'moderate region', ...ids]),
  );
  expect(everyRule.filter((v) => /^(serious|critical) /.test(v))).toEqual(ids);
});
