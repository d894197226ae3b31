import { defineIsland } from '../islands/Island.tsx';
import { Header } from './Header.tsx';

/** The full header (services menu, search, language, profile area, burger): hydrated first. */
export default defineIsland('header', Header, { hydrate: 'eager' });
