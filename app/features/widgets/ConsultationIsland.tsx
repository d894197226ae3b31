import { defineIsland } from '../../islands/Island.tsx';
import { SiteConsultation } from './site.tsx';

/** The consultation request of the home and product pages (§2.13). */
export default defineIsland('consultation', SiteConsultation);
