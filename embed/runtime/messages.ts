import type { EmbedLocale } from '../protocol.ts';

/**
 * The few words the embed adds around the widgets (the widgets' own words come from the `widgets`
 * namespace of `locales/`): on a partner page the address check's next step leads to the site
 * or, outside coverage, opens a consultation request; a widget that broke says so instead of
 * leaving a blank space.
 */
export const embedMessages: Record<
  EmbedLocale,
  { applyOnSite: string; consult: string; crashed: string }
> = {
  ru: {
    applyOnSite: 'Оформить заявку на сайте Dala Business',
    consult: 'Оставить заявку на консультацию',
    crashed: 'Форма перестала работать. Обновите страницу и попробуйте ещё раз.',
  },
  kk: {
    applyOnSite: 'Dala Business сайтында өтінім ресімдеу',
    consult: 'Кеңес алуға өтінім қалдыру',
    crashed: 'Форма жұмысын тоқтатты. Бетті жаңартып, қайталап көріңіз.',
  },
};
