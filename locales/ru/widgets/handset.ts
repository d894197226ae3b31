/** The handset special offer (§2.17): the BIN check and the connection request. */
export const handset = {
  title: 'Проверьте, доступно ли предложение',
  description: 'Введите БИН компании или ИИН ИП — проверка займёт несколько секунд.',
  binLabel: 'БИН/ИИН',
  check: 'Узнать',
  checking: 'Проверяем компанию…',
  eligible: {
    title: 'Поздравляем!',
    text: 'Ваша компания — в числе будущих владельцев смартфонов. Оставьте заявку, и мы свяжемся с вами.',
  },
  notEligible: {
    title: 'Предложение недоступно',
    text: 'К сожалению, это предложение недоступно для вашей компании. Оставьте заявку — наш менеджер подберёт индивидуальные условия.',
  },
  /**
   * Outside the offer's period (its state by the backend's day): no check and no congratulations,
   * the ordinary request. `{{date}}` is its last or first day in words, «10 ноября 2025».
   */
  ended: {
    title: 'Акция завершилась',
    text: 'Предложение действовало до {{date}} года включительно. Оставьте заявку — менеджер подберёт условия для вашей компании.',
  },
  upcoming: {
    title: 'Акция ещё не началась',
    text: 'Предложение начнёт действовать {{date}} года. Оставьте заявку — менеджер свяжется с вами и подберёт условия.',
  },
  /** While the widget asks the backend whether the offer runs today. */
  loading: 'Проверяем, действует ли предложение…',
  checkAnother: 'Проверить другой БИН/ИИН',
  formTitle: 'Заявка на подключение',
  summaryTitle: 'Тариф',
  tariff: 'Тариф',
  payment: 'Ежемесячный платёж за номер',
  successText: 'Мы свяжемся с вами в ближайшее время.',
};
