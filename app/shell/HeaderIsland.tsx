import { defineIsland } from '../islands/Island.tsx';
import { Header } from './Header.tsx';

/**
 * The full header (services menu, search, language, profile area, burger). Until the visitor
 * points at it, focuses it or presses in it, its prerendered HTML is all it needs to be: links
 * are links, the search is a GET form, and a press on a button is held and replayed. So it
 * hydrates then (its modules are already loaded), not at load, where hydrating the mega menu and
 * the drawer cost every page about half its blocking time (docs/performance.md) — or at once for
 * a signed-in visitor, whose company name the profile area shows.
 */
export default defineIsland('header', Header, { hydrate: 'interaction' });
