import { defineIsland } from '../islands/Island.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** The landing pages' minimal header's one interactive part: the language switch. */
export default defineIsland('language', LanguageSwitcher, { hydrate: 'eager' });
