import { describe, expect, it } from 'vitest';
import { runSearch, loadIndex, buildIndex } from '../app/features/search/build.ts';
import { decodeEntities, documentFromHtml, htmlToText, proseOf } from './search-index.ts';

describe('htmlToText', () => {
  it('keeps visible text only, decoded and with spaces collapsed', () => {
    const html =
      '<p>Цена&nbsp;от 700&#x20B8;</p><script>var x = "<p>no</p>"</script><svg><title>icon</title></svg>' +
      '<style>.a{}</style><!-- c --><span>«Тариф»</span>\n\n<b>A &amp; B</b>';
    expect(htmlToText(html)).toBe('Цена от 700₸ «Тариф» A & B');
  });

  it('decodes what React escapes', () => {
    expect(decodeEntities('&lt;a&gt; &quot;b&quot; &#x27;c&#x27; &#39;d&#39; &unknown;')).toBe(
      `<a> "b" 'c' 'd' &unknown;`,
    );
  });
});

describe('documentFromHtml', () => {
  const app =
    '<header><nav>Услуги Блог</nav></header><main id="main"><div><h1>Роуминг</h1>' +
    '<p>Роуминг от 2200 ₸</p><h2>Тарифы</h2><p>Для командировок</p><h3>FAQ</h3></div></main>' +
    '<footer>Подвал</footer>';

  it('indexes the main region only: headings apart, the h1 left to the title', () => {
    expect(
      documentFromHtml('/roaming', app, { title: 'Роуминг', description: 'Описание' }),
    ).toEqual({
      id: '/roaming',
      title: 'Роуминг',
      description: 'Описание',
      headings: 'Тарифы · FAQ',
      text: 'Роуминг от 2200 ₸ Тарифы Для командировок FAQ',
    });
  });

  it('counts the subtitle of the h1 (its hgroup) as a heading', () => {
    const page =
      '<main><div><hgroup><h1>Jelide</h1><p>Резервный интернет для офиса</p></hgroup>' +
      '<p>Роутер</p><h2>Тарифы</h2></div></main>';
    expect(documentFromHtml('/jelide', page, { title: 'Jelide', description: '' })).toMatchObject({
      title: 'Jelide',
      headings: 'Резервный интернет для офиса · Тарифы',
      text: 'Резервный интернет для офиса Роутер Тарифы',
    });
  });

  it('builds an index the browser can load and query', () => {
    const doc = documentFromHtml('/roaming', app, { title: 'Роуминг', description: '' });
    const json = JSON.stringify(buildIndex([doc], 'ru'));
    expect(runSearch(loadIndex(json, 'ru'), 'командировки', 'ru').map((h) => h.url)).toEqual([
      '/roaming',
    ]);
    expect(runSearch(loadIndex(json, 'ru'), 'подвал', 'ru')).toEqual([]);
  });
});

describe("proseOf: a snippet is the page's own words, never its controls (issue 39)", () => {
  it('leaves out buttons, forms with their labels and consents, filters and navigation', () => {
    const html =
      '<nav aria-label="Хлебные крошки"><a href="/">Главная</a></nav>' +
      '<p>Пакеты роуминга от 2200 ₸ в месяц.</p><button type="button">Показать полностью</button>' +
      '<div role="radiogroup"><label><input type="radio"> Все задачи</label></div>' +
      '<form><label for="n">Имя</label><input id="n"><p>Я согласен на обработку</p></form>' +
      '<p>Для командировок.</p>';
    expect(htmlToText(proseOf(html))).toBe('Пакеты роуминга от 2200 ₸ в месяц. Для командировок.');
  });

  it('leaves out what a component marks data-nosnippet, nested elements included', () => {
    const html =
      '<p>Статья о роуминге <a href="https://t.me" target="_blank">Telegram<span data-nosnippet="">' +
      '(откроется в новой вкладке)</span></a>.</p>' +
      '<p data-nosnippet=""><span><span>Опубликовано: </span><time>30 сентября 2025</time></span></p>' +
      '<a data-nosnippet="" class="b" href="/mobile-application">Выбрать тариф</a>' +
      '<section data-nosnippet=""><div><div>Читайте также</div></div><p>Другая статья</p></section>' +
      '<p>Конец<svg aria-hidden="true"><path d="M0"/></svg>.</p>';
    expect(htmlToText(proseOf(html))).toBe('Статья о роуминге Telegram . Конец .');
  });

  it("keeps a folded «Подробнее»: hidden until opened, still the page's words", () => {
    expect(htmlToText(proseOf('<div hidden=""><p>Скорость до 20 Мбит/с</p></div>'))).toBe(
      'Скорость до 20 Мбит/с',
    );
  });
});
