import type { KitLocale } from '../KitProvider.tsx';

/**
 * The locale react-aria runs in for each kit language. It picks its string tables by this key:
 * `ru-RU` is react-aria's own; `kk-KZ` is ours (`kk.ts`), which `dictionary.ts` hands to react-aria
 * under this key. `KitProvider` hands it to react-aria's `I18nProvider`.
 */
export const REACT_ARIA_LOCALE = { ru: 'ru-RU', kk: 'kk-KZ' } as const satisfies Record<
  KitLocale,
  string
>;

export function reactAriaLocale(locale: KitLocale): (typeof REACT_ARIA_LOCALE)[KitLocale] {
  return REACT_ARIA_LOCALE[locale];
}
