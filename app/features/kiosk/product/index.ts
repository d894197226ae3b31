/**
 * The kiosk's product screen on its own: the site's landing template (tabs, tariffs, FAQ) is
 * about 8 KB of gzip that no other kiosk screen uses, so the product routes have their own page
 * module (`app/pages/KioskProductPage.tsx`) and the other screens' first load goes without it.
 * The kiosk's service worker precaches both page modules (`scripts/kiosk-sw.ts`).
 */
export { KioskProduct } from './KioskProduct.tsx';
