/**
 * The UI kit's public API. Everything the site, the embed widgets and the stories use from the
 * kit is exported here with its props type.
 */
export * from './tokens/index.ts';
export * from './i18n/index.ts';
export { visuallyHidden, focusRing } from './styles/utils.css.ts';
export { controlBase, controlSize } from './styles/control.css.ts';
export { iconBox } from './styles/iconBox.css.ts';
export * from './components/Field/index.ts';
export * from './components/Button/index.ts';
export * from './icons/index.ts';
export * from './components/MegaMenu/index.ts';
export * from './icons/sections.tsx';
export * from './components/PhoneInput/index.ts';
export * from './components/BinInput/index.ts';
export * from './components/SmsCodeInput/index.ts';
export * from './components/Link/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Loader/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Accordion/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Alert/index.ts';
export * from './components/Toast/index.ts';
export * from './components/Stepper/index.ts';
export * from './components/ErrorSummary/index.ts';
export * from './components/TextField/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/DatePicker/index.ts';
export * from './components/Select/index.ts';
