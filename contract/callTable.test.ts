import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALL_TABLE_FILE,
  callTableModule,
  SERVER_README_FILE,
  serverReadme,
} from '../scripts/contract.ts';
import { CALLS, isSiteCall, type Calls, type SiteCallKey } from './calls/index.ts';
import { CALL_TABLE } from './callTable.ts';

// The generated table says of each call exactly what its declaration says (checked by tsc).
CALL_TABLE satisfies {
  readonly [K in SiteCallKey]: {
    readonly method: Calls[K]['method'];
    readonly path: Calls[K]['path'];
    readonly auth: Calls[K]['auth'];
    readonly embed: Calls[K]['embed'];
  };
};

describe('contract/callTable.ts', () => {
  it('is what `npm run contract` writes from the declarations', async () => {
    expect(readFileSync(CALL_TABLE_FILE, 'utf8'), 'run `npm run contract`').toBe(
      await callTableModule(),
    );
  });

  it('server/README.md lists the developer routes as `DEV_CALLS` declares them', async () => {
    const readme = readFileSync(SERVER_README_FILE, 'utf8');
    expect(readme, 'run `npm run contract`').toBe(await serverReadme(readme));
    expect(readme).toContain('| GET    | `/api/dev/sms-outbox`');
  });

  it('has one row per declared call but the staff’s and the eGov app’s, and no two calls share a method and path', () => {
    const site = Object.entries(CALLS).filter(([, call]) => isSiteCall(call));
    expect(Object.keys(CALL_TABLE)).toEqual(site.map(([key]) => key));
    const paths = Object.values(CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
