export {
  I18nProvider,
  createTranslator,
  messagesFor,
  useLocale,
  useMessages,
  useT,
  type MessageKey,
  type MessageParams,
  type Translate,
} from './I18nProvider.tsx';
