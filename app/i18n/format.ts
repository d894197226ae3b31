/**
 * Formatting shared by every screen, with no dependency on the app's translator: an embed widget
 * has no app `I18nProvider` and reads its words straight from the locale modules, filling them
 * with `fill`.
 */

/** Fills rosetta-style `{{name}}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** `5990` → `5 990` (a no-break space between thousands), the same in ru and kk. */
export function formatAmount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** `+77011234567` → `+7 (701) 123-45-67`, as the phone field shows it. */
export function formatPhone(e164: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : e164;
}
