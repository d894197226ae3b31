import type { AppType, CardAction, SummaryStatusFilter } from '../../contract/domain.ts';

/*
 * The cabinet's URLs, shared by the application lists (whose cards lead into the wizards), the
 * wizards themselves and the header. Paths are without the locale prefix (`localizePath` adds it).
 */

/** The wizard routes (spec §2.2). */
export const WIZARD_PATH = {
  internet: '/application-for-connection',
  mobile: '/mobile-application',
} as const satisfies Record<AppType, string>;

/** One URL per wizard step (`?step=`), so reload, back/forward and the cards land on it. */
export const WIZARD_STEP_SLUGS = ['details', 'sign', 'booking', 'receiving', 'done'] as const;
export type WizardStepSlug = (typeof WIZARD_STEP_SLUGS)[number];

export function isWizardStepSlug(value: unknown): value is WizardStepSlug {
  return typeof value === 'string' && (WIZARD_STEP_SLUGS as readonly string[]).includes(value);
}

/** The step a card's one action opens (contract/domain.ts `CARD_ACTION_OF`). */
export const STEP_OF_CARD_ACTION: Readonly<Record<CardAction, WizardStepSlug>> = {
  continue: 'details',
  sign: 'sign',
  book: 'booking',
  delivery: 'receiving',
};

/**
 * A wizard's URL: `?application=` names the application (else the last unfinished one of the
 * type), `?step=` the step (else where the application stands).
 */
export function wizardHref(
  appType: AppType,
  target: { opportunityId?: string; step?: WizardStepSlug } = {},
): string {
  const query = new URLSearchParams();
  if (target.opportunityId) query.set('application', target.opportunityId);
  if (target.step) query.set('step', target.step);
  const search = query.toString();
  return search ? `${WIZARD_PATH[appType]}?${search}` : WIZARD_PATH[appType];
}

/**
 * The cabinet's home, «Мои заявки» (issue 39): where a login lands, /auth sends a signed-in
 * visitor, and the header's «Мои заявки» leads — what waits for the client, then the open
 * applications. The parent of the two product lists, so the URLs read as one place.
 */
export const CABINET_HOME_PATH = '/profile-applications';

/** An application list, with its filter kept in the URL (`?status=`; none for «Все»). */
export function applicationsHref(appType: AppType, status: SummaryStatusFilter = 'all'): string {
  const path = `/profile-applications/${appType}`;
  return status === 'all' ? path : `${path}?status=${status}`;
}

/** An application's own page, to link and reload. */
export function applicationHref(appType: AppType, opportunityId: string): string {
  return `/profile-applications/${appType}/${encodeURIComponent(opportunityId)}`;
}

/** The cabinet's pages (login, profile, lists, wizards): everything behind the EDS login. */
const CABINET_ROOTS = ['/auth', '/profile', '/profile-applications', ...Object.values(WIZARD_PATH)];

/**
 * Whether a path (no locale prefix) is the cabinet's. For those that must not load the route
 * table to ask (the kiosk's link policy: its screens are the table's own pages);
 * `cabinetPaths.test.ts` keeps it in step with the table's client-rendered routes.
 */
export function isCabinetPath(path: string): boolean {
  return CABINET_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}
