/** Where each application type continues after login (spec §2.2): its wizard route. */
export { WIZARD_PATH } from '../../routes/cabinetPaths.ts';
