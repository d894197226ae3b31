import { defineIsland } from '../../islands/Island.tsx';
import { RoamingTariffs } from './RoamingTariffs.tsx';

/** The roaming page's tabs, country search and tariff cards (§2.11). */
export default defineIsland('roaming', RoamingTariffs, { messages: ['pages'] });
