import { defineIsland } from '../../islands/Island.tsx';
import { SiteHandsetOffer } from './site.tsx';

/** The handset offer's check and request on /kense-handset-offer (§2.17). */
export default defineIsland('handset-offer', SiteHandsetOffer);
