import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES_FILE, routesModule } from '../scripts/contract.ts';
import { CALLS, isSiteCall, type Calls, type SiteCallKey } from './calls/index.ts';
import { CALL_ROUTES } from './routes.ts';

// The generated table says of each call exactly what its declaration says (checked by tsc).
CALL_ROUTES satisfies {
  readonly [K in SiteCallKey]: {
    readonly method: Calls[K]['method'];
    readonly path: Calls[K]['path'];
    readonly auth: Calls[K]['auth'];
    readonly embed: Calls[K]['embed'];
  };
};

describe('contract/routes.ts', () => {
  it('is what `npm run contract` writes from the declarations', async () => {
    expect(readFileSync(ROUTES_FILE, 'utf8'), 'run `npm run contract`').toBe(await routesModule());
  });

  it('has one route per declared call but the staff’s and the eGov app’s, and no two calls share a method and path', () => {
    const site = Object.entries(CALLS).filter(([, call]) => isSiteCall(call));
    expect(Object.keys(CALL_ROUTES)).toEqual(site.map(([key]) => key));
    const routes = Object.values(CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
