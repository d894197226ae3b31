/**
 * UI strings of the `forms` namespace: the words of the app's form layer (`app/forms`) that every
 * form shares. Each section is also exported on its own, so an embed widget imports only what it
 * shows (both languages) without the app's translator.
 */

/** The SMS confirmation of every purpose (consultation, case, login, signing). */
export const sms = {
  codeRequired: 'Введите код из SMS',
  codeLength: 'Код состоит из {{length}} цифр',
};

export const forms = { sms };
