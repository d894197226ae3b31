export {
  KitProvider,
  useKitContext,
  useKitLocale,
  useKitMessages,
  formatMessage,
  type KitLocale,
  type KitMessages,
  type KitProviderProps,
  type KitContextValue,
} from './KitProvider.tsx';
export { commonMessages } from './common.ts';
