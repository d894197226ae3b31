import type { AppType } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';

/*
 * The cache keys more than one feature reads or writes. A feature's own keys stay beside its
 * hooks; names and labels come in the page's language, so it is part of a key wherever the answer
 * carries words.
 */
export const dataKeys = {
  /** One application's details: the cabinet's application page and the wizard share it. */
  application: (appType: AppType, opportunityId: string, locale: Locale) =>
    ['application', appType, opportunityId, locale] as const,
  /** A product's list of applications (the cabinet's «Мои заявки»). */
  applications: (appType: AppType, locale: Locale) => ['applications', appType, locale] as const,
};
