// The demo page's own script (external: the page works under a CSP without 'unsafe-inline').
(() => {
  const words = {
    ru: {
      title: 'Виджеты Dala Business на сайте партнёра',
      lead: 'Эта страница — пример сайта партнёра. Формы ниже подключены одним тегом script и тегами элементов; их стили не зависят от стилей страницы.',
      consultation: 'Консультация по продукту',
      handset: 'Смартфоны для бизнеса: проверка БИН',
      address: 'Интернет в офис: проверка адреса',
      mount: 'Показать проверку адреса',
      unmount: 'Убрать',
      log: 'События виджетов',
      langNav: 'Язык виджетов',
    },
    kk: {
      title: 'Dala Business виджеттері серіктес сайтында',
      lead: 'Бұл бет — серіктес сайтының үлгісі. Төмендегі формалар бір script тегімен және элемент тегтерімен қосылған; олардың стильдері беттің стильдеріне тәуелді емес.',
      consultation: 'Өнім бойынша кеңес',
      handset: 'Бизнеске арналған смартфондар: БСН тексеру',
      address: 'Кеңсеге интернет: мекенжайды тексеру',
      mount: 'Мекенжай тексеруін көрсету',
      unmount: 'Алып тастау',
      log: 'Виджет оқиғалары',
      langNav: 'Виджеттер тілі',
    },
  };
  let locale = new URLSearchParams(location.search).get('lang') === 'kk' ? 'kk' : 'ru';
  let address = null;

  function applyLocale() {
    document.documentElement.lang = locale;
    document.title = words[locale].title;
    for (const node of document.querySelectorAll('[data-i18n]')) {
      node.textContent = words[locale][node.dataset.i18n];
    }
    for (const node of document.querySelectorAll('[data-i18n-label]')) {
      node.setAttribute('aria-label', words[locale][node.dataset.i18nLabel]);
    }
    for (const button of document.querySelectorAll('.lang')) {
      button.setAttribute('aria-pressed', String(button.dataset.lang === locale));
    }
    // Attributes change in place: the widgets re-render in the new language and keep what was typed.
    for (const widget of document.querySelectorAll('biz-consultation-form, biz-handset-check')) {
      widget.setAttribute('locale', locale);
    }
    address?.update({ locale });
  }

  const log = document.getElementById('event-log');
  for (const type of ['biz-ready', 'biz-submit', 'biz-success', 'biz-error']) {
    document.addEventListener(type, (event) => {
      const item = document.createElement('li');
      item.textContent = `${new Date().toLocaleTimeString('ru-RU')} ${type} ${JSON.stringify(event.detail)}`;
      log.prepend(item);
    });
  }

  const mountButton = document.getElementById('mount-address');
  const unmountButton = document.getElementById('unmount-address');
  mountButton.addEventListener('click', () => {
    address = window.BizWidgets.mount(document.getElementById('office'), 'address-check', {
      locale,
    });
    mountButton.disabled = true;
    unmountButton.disabled = false;
  });
  unmountButton.addEventListener('click', () => {
    address?.unmount();
    address = null;
    mountButton.disabled = false;
    unmountButton.disabled = true;
  });
  for (const button of document.querySelectorAll('.lang')) {
    button.addEventListener('click', () => {
      locale = button.dataset.lang;
      const url = new URL(location.href);
      url.searchParams.set('lang', locale);
      history.replaceState(null, '', url);
      applyLocale();
    });
  }
  applyLocale();
  // A deep link may ask for the address check open: `demo.html?lang=kk&address=1`.
  if (new URLSearchParams(location.search).has('address')) mountButton.click();
})();
