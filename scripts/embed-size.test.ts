import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmbedBuildResult } from '../embed/build.ts';
import { BUDGET, measure, overBudget, report } from './embed-size.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built site with files of the given gzip-incompressible sizes (random bytes, as hex). */
function site(files: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'embed-size-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'embed/chunks'), { recursive: true });
  for (const [file, bytes] of Object.entries(files)) {
    writeFileSync(join(dir, file), randomBytes(bytes));
  }
  return dir;
}

function build(siteDir: string): EmbedBuildResult {
  return {
    siteDir,
    manifest: {
      'consultation-form': { entry: 'c.js', deps: ['runtime.js', 'forms.js'] },
      'handset-check': { entry: 'h.js', deps: ['runtime.js', 'forms.js'] },
      'address-check': { entry: 'a.js', deps: ['runtime.js'] },
    },
  };
}

const gz = (dir: string, file: string) =>
  gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

describe('embed-size', () => {
  it('adds embed.js, the entry and every chunk a widget needs into its first render', () => {
    const dir = site({
      'embed.js': 2000,
      'embed/chunks/runtime.js': 20000,
      'embed/chunks/forms.js': 10000,
      'embed/chunks/c.js': 5000,
      'embed/chunks/h.js': 4000,
      'embed/chunks/a.js': 3000,
    });
    const sizes = measure(build(dir));
    expect(sizes.loader).toBe(gz(dir, 'embed.js'));
    expect(sizes.loader).toBeGreaterThan(2000); // random bytes do not compress
    expect(sizes.runtimeChunk).toBe(gz(dir, 'embed/chunks/runtime.js')); // shared by all three
    const consultation = sizes.widgets.find((w) => w.widget === 'consultation-form')!;
    expect(consultation.total).toBe(
      ['embed.js', 'embed/chunks/runtime.js', 'embed/chunks/forms.js', 'embed/chunks/c.js']
        .map((file) => gz(dir, file))
        .reduce((a, b) => a + b),
    );
    const address = sizes.widgets.find((w) => w.widget === 'address-check')!;
    expect(address.shared).toBe(gz(dir, 'embed/chunks/runtime.js'));
    expect(overBudget(sizes)).toEqual([]);
    expect(report(sizes)).toMatch(/consultation-form\s+\d+ B/);
  });

  it('fails when embed.js or a widget’s first render grows past its budget', () => {
    const dir = site({
      'embed.js': BUDGET.loader + 500,
      'embed/chunks/runtime.js': 40000,
      'embed/chunks/forms.js': 70000,
      'embed/chunks/c.js': 1000,
      'embed/chunks/h.js': 1000,
      'embed/chunks/a.js': 1000,
    });
    const problems = overBudget(measure(build(dir)));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^embed\.js is 5\.\d KB, over its 5\.0 KB budget$/);
    expect(problems.slice(1).join('\n')).toMatch(/consultation-form.*\n.*handset-check/);
  });
});
