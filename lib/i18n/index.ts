export {
  KitProvider,
  useKitContext,
  useKitLocale,
  useKitMessages,
  useKitAnnounce,
  formatMessage,
  type KitLocale,
  type KitMessages,
  type KitProviderProps,
  type KitContextValue,
} from './KitProvider.tsx';
export { commonMessages } from './common.ts';
export { reactAriaLocale } from './reactAria/locale.ts';
export { ReactAriaLocale } from './reactAria/ReactAriaLocale.tsx';
