/** The consultation form (§2.13) with its inline SMS confirmation. */
export const consultation = {
  title: 'Подберём решение для вашего бизнеса',
  description:
    'Оставьте заявку — специалист свяжется с вами в течение {{days}} рабочих дней и ответит на вопросы.',
  managerHelped: 'Мне помог заполнить заявку менеджер',
  agentLogin: 'Логин агента',
  agentLoginHint: 'Его сообщит менеджер, который помог с заявкой',
  agentLoginRequired: 'Введите логин агента',
  comment: 'Какие устройства вас интересуют',
  commentHint: 'Модели и количество — необязательно',
  checkingAgent: 'Проверяем логин агента…',
  sms: {
    title: 'Подтвердите номер телефона',
    sentTo: 'Мы отправили код подтверждения на номер {{phone}}.',
    confirm: 'Подтвердить',
    confirming: 'Проверяем код…',
    edit: 'Изменить данные заявки',
    codeRequired: 'Введите код из СМС',
    codeLength: 'Код состоит из {{length}} цифр',
  },
  successText: 'Специалист свяжется с вами в течение {{days}} рабочих дней.',
};
