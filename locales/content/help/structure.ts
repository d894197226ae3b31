import type { HelpContentPage, HelpSectionSlug } from '../types.ts';

/**
 * The help menu's structure (content-areas.md §2.2): each section slug and its page slugs, in
 * menu order. Names live in the per-language menu modules; this is the one list of routes.
 */
export const HELP_MENU_PAGES = {
  'mobile-connection': [
    'info',
    'connection-client-documents',
    'law-info',
    'law-info-2',
    'balance',
    'documents',
    'sign-note',
  ],
  'office-connection-internet': [
    'connection-info',
    'client-info',
    'internet-client-documents',
    'agent-info',
    'partner-info',
  ],
  service: ['mb-cabinet', 'ecp-sign', 'remote-maintenance', 'device-registration'],
} as const satisfies Record<HelpSectionSlug, readonly string[]>;

/**
 * Help pages outside the menu, reached from links inside other help pages: number registration
 * (the spec's number-registration section with its FAQ) and the ctn-registration page it links
 * to — how a company registers its numbers (CTNs) to the employees who use them.
 */
export const HELP_EXTRA_PAGES = {
  'mobile-connection': ['number-registration', 'ctn-registration'],
  'office-connection-internet': [],
  service: [],
} as const satisfies Record<HelpSectionSlug, readonly string[]>;

/** The signatory memo has its own shape (region select + signers); see `SignNoteContent`. */
export const SIGN_NOTE = { section: 'mobile-connection', page: 'sign-note' } as const;

export type HelpPageSlug<S extends HelpSectionSlug> =
  (typeof HELP_MENU_PAGES)[S][number] | (typeof HELP_EXTRA_PAGES)[S][number];

/** One section module: every page of the section (the sign-note page excepted) by its slug. */
export type HelpSectionSource<S extends HelpSectionSlug> = {
  readonly [P in Exclude<HelpPageSlug<S>, 'sign-note'>]: HelpContentPage;
};
