import { defineIsland } from '../../islands/Island.tsx';
import { RepriceForm } from './RepriceForm.tsx';

/** The reprice promo form of /internet-for-office (under the promo band) and its minimal landing. */
export default defineIsland('reprice', RepriceForm, { messages: ['widgets'] });
