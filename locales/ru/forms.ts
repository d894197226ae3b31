/**
 * UI strings of the `forms` namespace: the words of the app's form layer (`app/forms`) that every
 * form shares. Each section is also exported on its own, so an embed widget imports only what it
 * shows (both languages) without the app's translator.
 */

/** The SMS confirmation of every purpose (consultation, case, login, signing). */
export const sms = {
  codeRequired: 'Введите код из СМС',
  codeLength: 'Код состоит из {{length}} цифр',
};

/**
 * A form whose call could not reach the server, on a screen that waits for the connection (the
 * kiosk): what was typed stays, and the form is sent again when the connection returns.
 */
export const connection = {
  title: 'Нет связи с сервером',
  text: 'Всё, что вы ввели, сохранено. Отправим, как только связь вернётся, или нажмите «Повторить».',
  retry: 'Повторить',
};

/**
 * The consent to the collection, processing and storage of personal data, on every form that
 * takes personal data (`ConsentCheckbox`): one wording for the one consent. `{{notice}}` is where
 * the link to the personal-data notice sits, with `notice` as its words.
 */
export const consent = {
  label:
    'Я согласен на сбор, обработку и хранение моих персональных данных в соответствии с {{notice}}',
  notice: 'уведомлением об обработке персональных данных',
};

/**
 * A long list folded behind its count (`FoldedList`: an application's phone numbers), «40 номеров
 * · показать»: the count by the language's plural rules, then what the button does.
 */
export const folded = {
  numbers: {
    one: '{{count}} номер',
    few: '{{count}} номера',
    many: '{{count}} номеров',
    other: '{{count}} номера',
  },
  show: 'показать',
  hide: 'скрыть',
};

export const forms = { sms, connection, consent, folded };
