import { defineIsland } from '../../islands/Island.tsx';
import { CaseList } from './CaseList.tsx';

/** The published cases, refreshed once in the browser (§2.14). */
export default defineIsland('case-list', CaseList, { messages: ['pages'] });
