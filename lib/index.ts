/**
 * The UI kit's public API. Everything the site, the embed widgets and the stories use from the
 * kit is exported here with its props type.
 */
export * from './tokens/index.ts';
export * from './i18n/index.ts';
export { visuallyHidden, focusRing } from './styles/utils.css.ts';
export { controlBase, controlSize } from './styles/control.css.ts';
export * from './components/Field/index.ts';
export * from './components/Button/index.ts';
export * from './icons/index.ts';
export * from './components/MegaMenu/index.ts';
export * from './icons/sections.tsx';
export * from './components/PhoneInput/index.ts';
export * from './components/BinInput/index.ts';
