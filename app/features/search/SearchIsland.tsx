import { defineIsland } from '../../islands/Island.tsx';
import { SearchView } from './SearchView.tsx';

/** The search page's box and results, searched in the browser (`/search?q=`). */
export default defineIsland('search', SearchView, { hydrate: 'eager' });
