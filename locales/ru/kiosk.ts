import { products } from './products.ts';

/**
 * UI strings of the `kiosk` namespace: the sales-office touch screen (`app/features/kiosk`). Its
 * pages' titles are in `meta` (`kiosk*` keys); the forms it shows say the widgets' own words.
 */
export const kiosk = {
  brand: 'Dala Business',
  /** The title of a section's or a product's kiosk page. */
  pageTitle: 'Киоск: {{name}}',
  home: {
    lead: 'Выберите услугу, чтобы узнать о ней больше, или оставьте заявку — специалист перезвонит.',
    requests: 'Заявки и проверки',
    catalogue: 'Каталог услуг',
  },
  tiles: {
    consultation: {
      title: 'Заявка на консультацию',
      text: 'Специалист перезвонит и подберёт решение',
    },
    handsetOffer: {
      title: products['kense-handset-offer'].name,
      text: 'Проверьте по БИН/ИИН, доступно ли предложение',
    },
    addressCheck: {
      title: 'Интернет в офис',
      text: 'Проверьте, можно ли подключить ваш адрес',
    },
  },
  section: {
    lead: 'Выберите услугу, чтобы узнать о ней больше.',
  },
  forms: {
    // The screen's one intro (the widget's own is not shown there): what to leave, what happens.
    consultation:
      'Оставьте телефон и БИН/ИИН. Мы подтвердим номер кодом из СМС, а специалист позвонит в течение {{days}} рабочих дней и подберёт решение.',
    handsetOffer: 'Введите БИН компании или ИИН ИП: проверка займёт несколько секунд.',
    addressCheck: 'Найдите адрес офиса в справочнике или введите его сами.',
  },
  nav: {
    label: 'Управление киоском',
    home: 'Главная',
    back: 'Назад',
    language: 'Язык',
    textSize: 'Размер текста',
    sizes: { m: 'Обычный текст', l: 'Крупный текст', xl: 'Очень крупный текст' },
  },
  connection: {
    online: 'Связь есть',
    offline: 'Нет связи',
    offlineText: 'Страницы открываются, а заявки мы отправим, когда связь вернётся.',
  },
  exit: {
    title: 'Откройте на своём телефоне',
    scan: 'Наведите камеру телефона на код — страница откроется у вас.',
    reasons: {
      external: 'Эта страница на другом сайте.',
      newTab: 'Эта страница открывается отдельно от киоска.',
      mail: 'Письмо удобнее написать со своего телефона.',
      phone: 'Позвоните по этому номеру со своего телефона.',
      download: 'Файл сохранится на вашем телефоне.',
      cabinet:
        'Личный кабинет открывается только на вашем устройстве: для входа и подписи нужна ваша ЭЦП.',
      site: 'Этот раздел сайта удобнее читать на своём телефоне.',
    },
    code: 'QR-код адреса {{url}}',
    close: 'Закрыть',
  },
  idle: {
    title: 'Вы ещё здесь?',
    countdown: 'Через {{seconds}} с экран вернётся на главную, а всё, что вы ввели, будет стёрто.',
    continue: 'Продолжить',
    resetting: 'Время вышло. Возвращаемся на главную, всё введённое стирается.',
    done: 'Экран очищен для следующего посетителя.',
    extend: '+ время',
    extendLabel: '+ время: ещё {{minutes}} мин',
    extended: 'Время продлено на {{minutes}} мин.',
  },
  address: {
    applyOnPhone: 'Оформить заявку на своём телефоне',
    consult: 'Оставить заявку на консультацию',
  },
  access: {
    toggle: 'Доступность',
    /** The keypad's key for the mode (`aria-keyshortcuts`): «*» on a connected keypad. */
    shortcutHint: 'или клавиша «*»',
    on: 'Режим доступности включён: крупный текст, высокий контраст, озвучивание экрана и вдвое больше времени. Чтобы выключить, нажмите «Доступность» ещё раз.',
    off: 'Режим доступности выключен.',
  },
  notice: 'Объявление',
};
