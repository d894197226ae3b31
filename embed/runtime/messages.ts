import type { EmbedLocale } from '../protocol.ts';

/**
 * The few words the embed adds around the widgets (the widgets' own words come from the `widgets`
 * namespace of `locales/`): on a partner page the address check's next step leads to the site.
 */
export const embedMessages: Record<EmbedLocale, { applyOnSite: string }> = {
  ru: { applyOnSite: 'Оформить заявку на сайте Dala Business' },
  kk: { applyOnSite: 'Dala Business сайтында өтінім ресімдеу' },
};
