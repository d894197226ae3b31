import { describe, expect, it } from 'vitest';
import { isCabinetPath } from './cabinetPaths.ts';
import { buildPath } from './match.ts';
import { ROUTES } from './table.ts';

describe('isCabinetPath', () => {
  it('is true for exactly the route table’s cabinet routes', () => {
    for (const route of ROUTES) {
      const path = buildPath(
        route.path,
        Object.fromEntries(
          route.path
            .split('/')
            .filter((s) => s.startsWith(':'))
            .map((s) => [s.slice(1), 'x']),
        ),
      );
      const cabinet = route.render === 'client' || route.requiresAuth === true;
      expect(isCabinetPath(path), route.name).toBe(cabinet);
    }
    expect(isCabinetPath('/profile-applications/internet/opp-1')).toBe(true);
    expect(isCabinetPath('/profiles')).toBe(false);
  });
});
