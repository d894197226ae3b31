export { MegaMenu, type MegaMenuProps } from './MegaMenu.tsx';
export { MegaMenuDrawer, type MegaMenuDrawerProps } from './MegaMenuDrawer.tsx';
export type { MegaMenuSection, MegaMenuLink } from './types.ts';
