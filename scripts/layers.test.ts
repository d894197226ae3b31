/**
 * The layer rules of `eslint.config.js` (CONTRIBUTING.md «Layers»), shown failing: each sample is
 * linted as if it were a file at the given path, through the project's own ESLint config.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids (with their messages) ESLint reports for `code` placed at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const RESTRICTED_PATH = 'import-x/no-restricted-paths';
const SQL = 'no-restricted-syntax: SQL lives in server/domain';

describe('server layers', { timeout: 60_000 }, () => {
  // The first lint loads the config and its plugins, and no-cycle reads the import graph.
  beforeAll(() => problems('server/domain/sample.ts', ''), 120_000);

  it('refuses a domain module importing a route or the HTTP layer', async () => {
    const fromRoute = await problems(
      'server/domain/sample.ts',
      "import { authRoutes } from '../routes/auth.ts';\nexport const routes = authRoutes;\n",
    );
    expect(fromRoute).toEqual([expect.stringContaining(`${RESTRICTED_PATH}: `)]);
    expect(fromRoute[0]).toContain('server/domain must not import routes/ or http/');

    const fromHttp = await problems(
      'server/domain/sample.ts',
      "import { readJson } from '../http/body.ts';\nexport const read = readJson;\n",
    );
    expect(fromHttp).toEqual([expect.stringContaining('server/domain must not import routes/')]);
  });

  it('refuses a route importing a sibling route, and lets it import the domain', async () => {
    const sibling = await problems(
      'server/routes/sample.ts',
      "import { addressRoutes } from './address.ts';\nexport const routes = addressRoutes;\n",
    );
    expect(sibling).toEqual([
      expect.stringContaining('a route module must not import a sibling route'),
    ]);

    const domain = await problems(
      'server/routes/sample.ts',
      "import { zoneOf } from '../domain/deliveryZones.ts';\nexport const zone = zoneOf;\n",
    );
    expect(domain).toEqual([]);
  });

  it('refuses SQL in a route, however the database is reached', async () => {
    const samples = [
      "ctx.db.prepare('SELECT 1').get();",
      "db.exec('DELETE FROM banks');",
      'ctx.db.transaction(() => 1)();',
      "c.get('db').prepare('SELECT 1').all();",
    ];
    for (const statement of samples) {
      const found = await problems('server/routes/sample.ts', `${statement}\n`);
      expect(
        found.filter((p) => p.startsWith(SQL)),
        statement,
      ).toHaveLength(1);
    }
  });

  it('lets the domain run SQL', async () => {
    const found = await problems(
      'server/domain/sample.ts',
      "import type { Db } from '../db/database.ts';\nexport const one = (db: Db) => db.prepare('SELECT 1').get();\n",
    );
    expect(found).toEqual([]);
  });
});

describe('app features', { timeout: 60_000 }, () => {
  it('refuses reaching into another feature, and lets it through its index.ts', async () => {
    const internal = await problems(
      'app/features/tariffs/sample.ts',
      "import { WIZARD_PATH } from '../auth/paths.ts';\nexport const path = WIZARD_PATH;\n",
    );
    expect(internal).toEqual([
      expect.stringContaining('import the auth feature through its index.ts'),
    ]);

    const entry = await problems(
      'app/features/tariffs/sample.ts',
      "import { WIZARD_PATH } from '../auth/index.ts';\nexport const path = WIZARD_PATH;\n",
    );
    expect(entry).toEqual([]);
  });
});
