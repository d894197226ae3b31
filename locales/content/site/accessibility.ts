/**
 * The date the accessibility statement (`/accessibility`) was prepared, shown on the page in both
 * languages. A statement whose words change — a check added, a limit fixed or found — moves it.
 */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-12-02';
