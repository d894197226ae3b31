import type { RouteMatch } from '../routes/match.ts';
import type { RouteDef } from '../routes/types.ts';

/**
 * Which pages are islands in the browser: every prerendered public page. The cabinet
 * (`render: 'client'`) and the kiosk (its own touch frame, an app that moves between its screens
 * in place) stay the wouter app.
 */
export function isIslandPage(route: Pick<RouteDef, 'render' | 'layout'>): boolean {
  return route.render !== 'client' && route.layout !== 'kiosk';
}

/**
 * A page the app shows in place: the cabinet's and the kiosk's. A public page is prerendered HTML
 * with islands: it loads from the server — except in the dev server, which has no prerendered
 * pages and draws every page in the app.
 */
export function rendersInApp(match: RouteMatch): boolean {
  return match.found && (import.meta.env.DEV || !isIslandPage(match.route));
}
