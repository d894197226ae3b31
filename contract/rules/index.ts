export * from './bin.ts';
export * from './phone.ts';
export * from './forbiddenCharacters.ts';
export * from './iban.ts';
export * from './ownNumbers.ts';
export * from './invisibleCharacters.ts';
export * from './email.ts';
export * from './consultation.ts';
