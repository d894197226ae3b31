/**
 * The kiosk: the site on a sales-office touch screen (docs/kiosk.md). Its routes are the route
 * table's `kiosk*` (loaders in `data.ts`); every screen renders through `KioskScreen`.
 *
 *   <KioskScreen route={route} params={params} data={data} />   // app/pages/KioskPage.tsx
 */
export { KioskScreen } from './KioskScreen.tsx';
export { KioskShell, IDLE_COUNTDOWN_SECONDS } from './KioskShell.tsx';
export type { KioskSectionData } from './data.ts';
// The kiosk's two dialogs on their own, for the stories of their states.
export { ExitDialog, type ExitTarget } from './qr/ExitDialog.tsx';
export { IdleDialog } from './idle/IdleDialog.tsx';
export { kioskHome, kioskPaths, isKioskPath, KIOSK_HOME } from './paths.ts';
export { KIOSK_SCOPES, KIOSK_WORKER_URL } from './offline/cachePolicy.ts';
