import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../server/db/migrations/index.ts';
import { diskTree, findProblems, slugOf, type Tree } from './docs-links.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A repository in memory: path → text. */
function tree(files: Record<string, string>, migrations = [1, 2, 16]): Tree {
  return {
    files: Object.keys(files),
    read: (path) => files[path] ?? '',
    migrations: new Set(migrations),
  };
}

describe('the docs name only what is there', () => {
  it('every link, path, section, symbol and migration the repository’s docs and comments name', () => {
    const problems = findProblems(diskTree(ROOT, new Set(MIGRATIONS.map((m) => m.version))));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.kind} ${p.reference}`)).toEqual([]);
  });
});

describe('the checker', () => {
  const repo = {
    'README.md': '# Project\n\n## Layout\n\n**Sample values** of the seed.\n',
    'server/README.md': [
      '# Backend',
      '',
      '### Abuse limits _designed here_',
      '',
      '## EDS (ЭЦП): verification',
      '',
      '«Abuse limits» below, «Photos» below.',
      '',
      'Declared in `contract/calls/` and `http/calls.ts`; `handlers/egov.ts`, `guard.ts` and',
      '`http/schemas.ts`, `dist/site/index.html`; `API_PATHS`, `ApiEndpoints`,',
      '`API_ENDPOINTS.checkAgent`, `LoopbackNetworkAllowedForUrls`.',
      '',
      'Migration 16 adds it; migration 17 does not exist. See `../shared/notes/x.md`.',
      '',
      '[the contract](../docs/contract.md#adding-a-field) · [gone](../docs/kiosk.md)',
      '· [no such section](../docs/contract.md#nothing) · [ok](#abuse-limits-designed-here)',
    ].join('\n'),
    'docs/contract.md': '# The contract\n\n## Adding a field\n',
    'contract/calls/egov.ts': 'export const API_PATHS = {};',
    'server/http/calls.ts':
      '/** server/README.md «Abuse limits», README «Kiosk», README «Sample values» */',
    'server/handlers/egov.ts': '/** README.md «EDS» (the nearest README: server/README.md) */',
    'server/domain/guard.ts': '',
  };

  it('finds each kind of dead reference, and passes the live ones', () => {
    const found = findProblems(tree(repo)).map(
      (p) => `${p.file}:${p.line} ${p.kind} ${p.reference}`,
    );
    expect(found).toEqual([
      // a bare README in server/ is server/README.md, which has neither
      'server/http/calls.ts:1 section README «Kiosk»',
      'server/http/calls.ts:1 section README «Sample values»',
      'server/README.md:7 section «Photos» below',
      'server/README.md:10 path http/schemas.ts',
      'server/README.md:10 symbol ApiEndpoints',
      'server/README.md:11 symbol API_ENDPOINTS.checkAgent',
      'server/README.md:13 migration migration 17',
      'server/README.md:13 outside ../shared/notes/x.md',
      'server/README.md:15 link ../docs/kiosk.md',
      'server/README.md:16 link ../docs/contract.md#nothing',
    ]);
  });

  it('spells anchors as GitHub does', () => {
    expect(slugOf('Abuse limits _designed here_')).toBe('abuse-limits-_designed-here_');
    expect(slugOf('EDS (ЭЦП): verification, the test PKI')).toBe(
      'eds-эцп-verification-the-test-pki',
    );
  });
});
