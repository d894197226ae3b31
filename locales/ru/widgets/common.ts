/** Words every widget shares. */
export const common = {
  /** The error summary's title over a failed form. */
  errorSummaryTitle: 'Исправьте ошибки',
  submit: 'Отправить заявку',
  sending: 'Отправляем заявку…',
  back: 'Назад',
  successTitle: 'Заявка принята',
  required: {
    name: 'Введите имя',
    companyName: 'Введите название компании',
  },
  emailInvalid: 'Введите адрес электронной почты в формате name@example.kz',
  fields: {
    name: 'Имя',
    phone: 'Номер телефона',
    bin: 'БИН/ИИН',
    companyName: 'Название компании',
    email: 'Электронная почта',
    optional: 'Необязательно',
  },
  /** Monthly price: «5 990 ₸/мес.» */
  perMonth: '{{price}} ₸/мес.',
};
