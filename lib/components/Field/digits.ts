/** The digits of a text, in order: what the number fields (BIN, SMS code) keep of what was typed. */
export const onlyDigits = (text: string): string => text.replace(/\D/g, '');
