/**
 * Kazakhstan IBANs: `KZ`, two check digits, a 3-digit bank code and a 13-character account
 * (20 characters), checked with the ISO 13616 mod-97 rule.
 */
export const KZ_IBAN_LENGTH = 20;

/** Upper-cases and drops spaces, as people paste IBANs in groups of four. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isValidKzIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^KZ\d{2}[0-9A-Z]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
