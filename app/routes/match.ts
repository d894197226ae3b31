import { NOT_FOUND_ROUTE, ROUTES } from './table.ts';
import type { RouteDef, RouteParams } from './types.ts';
import { normalizePath } from './locale.ts';

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
  /** False for the Not Found page. */
  found: boolean;
}

/**
 * Matches one pattern (`/support/:link/:sectionId`) against a path without the locale prefix.
 * Segments compare exactly; a `:name` segment takes one non-empty segment, decoded.
 */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const want = normalizePath(pattern).split('/').filter(Boolean);
  const have = normalizePath(path).split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

/** The route a path (without locale prefix) shows; the Not Found page when none matches. */
export function matchRoute(path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params, found: true };
  }
  return { route: NOT_FOUND_ROUTE, params: {}, found: false };
}

/** Fills a pattern's params: `buildPath('/blog/:id', { id: '7' })` → `/blog/7`. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  return normalizePath(
    pattern
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const value = params[segment.slice(1)];
        if (value === undefined) throw new Error(`buildPath: missing param ${segment}`);
        return encodeURIComponent(value);
      })
      .join('/'),
  );
}
