import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of `eslint.config.js`, shown failing: each case lints a sample import as if it
 * were a file of the repository (the imported files are the real ones), with the project's own
 * configuration, and names the rule that must refuse it — or accept it. Import cycles are
 * oxlint's (`.oxlintrc.json`, `import/no-cycle`): shown on two real files that import each other.
 */

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', { timeout: 60_000 }, () => {
  it('refuses a feature reaching into another feature, and accepts its index', async () => {
    const inside = await rulesBroken(
      'app/features/auth/Probe.ts',
      "export { ResultPanel } from '../widgets/core/Frame.tsx';\n",
    );
    expect(inside).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*import the widgets feature/),
    ]);
    const entry = await rulesBroken(
      'app/features/auth/Probe.ts',
      "export { ResultPanel } from '../widgets/index.ts';\n",
    );
    expect(entry).toEqual([]);
  });

  it('refuses a page or the embed reaching into a feature', async () => {
    expect(
      await rulesBroken(
        'app/pages/Probe.ts',
        "export { AccessGate } from '../features/auth/AccessGate.tsx';\n",
      ),
    ).toEqual([expect.stringMatching(/import the auth feature through its index/)]);
    expect(
      await rulesBroken(
        'embed/Probe.ts',
        "export { useSmsConfirmation } from '../app/forms/index.ts';\n" +
          "export { emitterFor } from '../app/features/widgets/core/types.ts';\n",
      ),
    ).toEqual([expect.stringMatching(/import the widgets feature through its index/)]);
  });

  it("refuses an import cycle (oxlint, with the project's configuration)", async () => {
    // oxlint reads files, not text: two files of the form layer that import each other, written
    // for this test and removed after it.
    const dir = join('app/forms', `cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      const run = await promisify(execFile)('node_modules/.bin/oxlint', [
        '--format',
        'json',
        dir,
      ]).catch((failed: { stdout: string }) => failed);
      const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { code: string }[] };
      expect(diagnostics.map((d) => d.code)).toEqual(['import(no-cycle)', 'import(no-cycle)']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a handler importing a sibling handler', async () => {
    expect(
      await rulesBroken('server/handlers/probe.ts', "export { authHandlers } from './auth.ts';\n"),
    ).toEqual([expect.stringMatching(/must not import a sibling handler/)]);
  });

  it('refuses the domain importing the HTTP layer or a handler', async () => {
    const broken = await rulesBroken(
      'server/domain/probe.ts',
      "export { ctxOf } from '../http/env.ts';\nexport { smsHandlers } from '../handlers/sms.ts';\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/server\/domain must not import handlers\/ or http\//),
      expect.stringMatching(/server\/domain must not import handlers\/ or http\//),
    ]);
  });

  it('refuses SQL in a handler module', async () => {
    const broken = await rulesBroken(
      'server/handlers/probe.ts',
      "import type { Ctx } from '../http/env.ts';\n" +
        "export const count = (ctx: Ctx) => ctx.db.prepare('SELECT 1').get();\n",
    );
    expect(broken).toEqual([
      expect.stringMatching(/^no-restricted-syntax: SQL lives in server\/domain/),
    ]);
  });

  it('refuses SQL in a handler however the database is reached, and accepts it in the domain', async () => {
    // Handlers reach the database as Hono's `c.get('db')` too, not only as `ctx.db`.
    for (const call of [
      "db.exec('DELETE FROM banks')",
      'ctx.db.transaction(() => 1)()',
      "c.get('db').prepare('SELECT 1').all()",
    ]) {
      const broken = await rulesBroken('server/handlers/probe.ts', `${call};\n`);
      expect(
        broken.filter((m) => m.startsWith('no-restricted-syntax: SQL lives in server/domain')),
        call,
      ).toHaveLength(1);
    }
    const domain = await rulesBroken(
      'server/domain/probe.ts',
      "import type { Db } from '../db/database.ts';\n" +
        "export const count = (db: Db) => db.prepare('SELECT 1').get();\n",
    );
    expect(domain).toEqual([]);
  });
});
