export {
  I18nProvider,
  createTranslator,
  loadMessages,
  registerMessages,
  messagesFor,
  useLocale,
  useMessages,
  useT,
  type MessageKey,
  type MessageParams,
  type Translate,
} from './I18nProvider.tsx';
export { fill, formatAmount, formatPhone } from './format.ts';
export { keepTogether } from './keepTogether.tsx';
export { pluralCategory, type PluralCategory } from './plural.ts';
