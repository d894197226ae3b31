/** Builds a valid Kazakhstan IBAN (KZ, 2 check digits, 3-digit bank code, 13-character account). */
export function kzIban(bankCode: string, account: string): string {
  if (!/^\d{3}$/.test(bankCode) || !/^[0-9A-Z]{13}$/.test(account)) {
    throw new Error(`Bad IBAN parts: ${bankCode} ${account}`);
  }
  const bban = bankCode + account;
  const numeric = [...`${bban}KZ00`]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  const remainder = [...numeric].reduce((acc, digit) => (acc * 10 + Number(digit)) % 97, 0);
  return `KZ${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  if (!/^KZ\d{2}[0-9A-Z]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...rearranged]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  return [...numeric].reduce((acc, digit) => (acc * 10 + Number(digit)) % 97, 0) === 1;
}
