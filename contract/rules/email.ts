/**
 * What an e-mail address must look like (ASCII, a dotted domain): the rule the requests' `email`
 * field is checked by (`schema/fields.ts`, EMAIL_INVALID) and the forms check before sending
 * (`app/forms/validate.ts`), so a form never lets through an address the API refuses. It is the
 * pattern zod's `z.email()` checks by default, kept here so the site needs no zod to apply it.
 */
export const EMAIL_PATTERN = new RegExp(
  // zod's source text, escapes and all: the OpenAPI document shows it as the field's `pattern`.
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);

/** Whether a (trimmed) value is an e-mail address the API takes. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
