import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { digestPath, formatDigest, readDigest, writeDigest } from './failure-digest.ts';

const colour = (text: string) => `\u001b[31m${text}\u001b[39m`;

describe('the failure digest at the end of npm test', () => {
  afterEach(() => writeDigest('unit', []));

  it('gives each failure its title, its error without colours or call log, and its place', () => {
    const digest = formatDigest([
      {
        title: 'e2e/flows.spec.ts:133 › «Продолжить старую заявку» shows the old one',
        message: [
          `Error: ${colour('expect(locator).toBeFocused()')} failed`,
          '',
          "Locator: getByRole('heading')",
          'Expected: focused',
          'Received: inactive',
          'Timeout: 10000ms',
          'Call log:',
          '  - waiting for heading',
        ].join('\n'),
        at: 'e2e/flows.spec.ts:146',
      },
    ]);
    expect(digest).toBe(
      [
        '✘ e2e/flows.spec.ts:133 › «Продолжить старую заявку» shows the old one',
        '    Error: expect(locator).toBeFocused() failed',
        "    Locator: getByRole('heading')",
        '    Expected: focused',
        '    Received: inactive',
        '    Timeout: 10000ms',
        '    at e2e/flows.spec.ts:146',
      ].join('\n'),
    );
  });

  it('writes out three failures and counts the rest', () => {
    const failures = Array.from({ length: 5 }, (_, i) => ({ title: `t${i}`, message: `m${i}` }));
    const digest = formatDigest(failures);
    expect(digest).toContain('✘ t2');
    expect(digest).not.toContain('t3');
    expect(digest.split('\n').at(-1)).toBe('… and 2 more failed (the whole report is above)');
  });

  it('clips a long line, so one message cannot push the rest out of the tail', () => {
    const digest = formatDigest([{ title: 'x', message: 'a'.repeat(500) }]);
    expect(digest.split('\n')[1]).toHaveLength(4 + 200);
  });

  it('is read back as written, and a run without failures leaves no file behind', () => {
    writeDigest('unit', [{ title: 'a test', message: 'boom' }]);
    expect(readDigest('unit')).toBe('✘ a test\n    boom');
    writeDigest('unit', []);
    expect(existsSync(digestPath('unit'))).toBe(false);
    expect(readDigest('unit')).toBeNull();
  });
});
