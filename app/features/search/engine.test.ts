import { describe, expect, it } from 'vitest';
import { stem, tokenize } from './analyzer.ts';
import { buildIndex, loadIndex, makeSnippet, runSearch, type SearchDocument } from './engine.ts';

const doc = (id: string, title: string, text: string, description = ''): SearchDocument => ({
  id,
  title,
  description,
  headings: '',
  text,
});

const ruDocs = [
  doc('/contacts', 'Контакты', 'Отдел продаж. Вопросы по тарифам и подключению решит менеджер.'),
  doc('/tariffs-archive', 'Архив тарифов', 'Тарифы, которые больше не подключаются.'),
  doc('/roaming', 'Роуминг', 'Роуминг от 2200 ₸ в месяц для сотрудников в командировках.'),
  doc(
    '/internet-for-office',
    'Интернет для офиса',
    'Проводной интернет для офиса, скорость до 20 Мбит/с.',
  ),
  doc('/virtual-ats', 'Виртуальная АТС', 'Облачная АТС. Интернет нужен для работы.'),
];

const kkDocs = [
  doc('/kk/tariffs-archive', 'Тарифтер мұрағаты', 'Енді қосылмайтын тарифтер.'),
  doc('/kk/contacts', 'Байланыс', 'Сату бөлімі тарифтерді таңдауға көмектеседі.'),
  doc('/kk/internet-for-office', 'Кеңсеге арналған интернет', 'Кеңсеге сымды интернет.'),
];

describe('stemmer', () => {
  it('brings Russian word forms to one stem', () => {
    const forms = ['тариф', 'тарифы', 'тарифов', 'тарифами', 'тарифу'];
    expect(new Set(forms.map((w) => stem(w, 'ru')))).toEqual(new Set(['тариф']));
    expect(stem('связи', 'ru')).toBe(stem('связь', 'ru'));
    expect(stem('мобильная', 'ru')).toBe(stem('мобильной', 'ru'));
  });

  it('strips stacked Kazakh suffixes', () => {
    for (const w of ['тарифтер', 'тарифтерді', 'тарифі', 'тарифтердің'])
      expect(stem(w, 'kk'), w).toBe('тариф');
    expect(stem('кеңсеге', 'kk')).toBe('кеңсе');
    expect(stem('бизнеске', 'kk')).toBe('бизнес');
  });

  it.each([
    // each slot once, from the right: case, possessive, plural
    ['бұлты', 'бұлт'],
    ['бұлтына', 'бұлт'],
    ['бұлттар', 'бұлт'],
    ['байланысы', 'байланыс'],
    ['байланысты', 'байланыс'],
    ['қызметі', 'қызмет'],
    ['қызметінде', 'қызмет'],
    ['қызметтеріңізге', 'қызмет'],
    ['интернеті', 'интернет'],
    ['интернетке', 'интернет'],
    ['шешімдер', 'шешім'],
    ['шешімдері', 'шешім'],
    ['өтінімдерім', 'өтінім'],
    ['компаниялар', 'компания'],
    ['кеңседегі', 'кеңсе'],
    ['қазақстандағы', 'қазақстан'],
    ['сервистермен', 'сервис'],
    ['мобильді', 'мобиль'],
    // a root-final -ы / -і goes in the plural as in the bare word
    ['желілер', 'жел'],
    ['желі', 'жел'],
    // к, қ, п voiced between vowels come back
    ['жылдамдығы', 'жылдамдық'],
    ['бөлігі', 'бөлік'],
    ['жауабы', 'жауап'],
    ['каталогы', 'каталог'],
    ['роумингі', 'роуминг'],
  ])('Kazakh: %s → %s', (word, expected) => {
    expect(stem(word, 'kk')).toBe(expected);
  });

  it('never strips into a Kazakh root', () => {
    // An ending is taken only where its form fits the sound before it: after л the accusative
    // is «ды», not «ты»; after a vowel «ні», not «ті»; after м the plural is «дер».
    for (const word of ['бұлт', 'байланыс', 'қызмет', 'интернет', 'шешім', 'өнім', 'білім'])
      expect(stem(word, 'kk'), word).toBe(word);
    // Words that end like a suffix but are whole: орын, мәтін, шағын (a bare «н» stays on),
    // жеке (after ж the dative would be «ге»), доллар (after л the plural would be «дар»).
    for (const word of ['орын', 'мәтін', 'шағын', 'қала', 'жеке', 'доллар'])
      expect(stem(word, 'kk'), word).toBe(word);
    // A stem keeps three letters with a vowel.
    expect(stem('үйге', 'kk')).toBe('үйге');
    expect(stem('аты', 'kk')).toBe('аты');
  });

  it('never cuts a stem below three letters, and leaves numbers alone', () => {
    expect(stem('жеке', 'kk')).toBe('жеке');
    expect(stem('она', 'ru')).toBe('она');
    expect(stem('2200', 'ru')).toBe('2200');
  });

  it('tokenizes on anything that is not a letter or digit', () => {
    expect(tokenize('IoT/M2M, NB-IoT — 100 000')).toEqual([
      'IoT',
      'M2M',
      'NB',
      'IoT',
      '100',
      '000',
    ]);
  });
});

// Pages named «… бұлты» and pages that only mention clouds (the title outweighs the text).
const kkCloudDocs = [
  doc(
    '/kk/business-unlim',
    'Шексіз интернет',
    'Бұлттық сервистерге, бейнеқоңырауларға және бұлттағы файлдарға шексіз интернет.',
  ),
  doc(
    '/kk/microsoft-365',
    'Microsoft 365',
    'Бұлттағы кеңсе қолданбалары: пошта, құжаттар, бұлттық сақтау. Бұлтқа көшуге көмектесеміз.',
  ),
  doc('/kk/azure', 'Microsoft Azure бұлты', 'Оператор арқылы Azure бұлттық сервистері.'),
  doc('/kk/aws', 'AWS бұлты', 'Amazon Web Services бұлттық сервистері, теңгемен төлем.'),
  doc('/kk/mobile-connection', 'Бизнеске арналған мобильді желі', 'Компанияңыздың байланысы.'),
  doc('/kk/roaming', 'Роуминг', 'Шетелдегі байланысыңыз үшін пакеттер.'),
];

describe('runSearch', () => {
  const ru = buildIndex(ruDocs, 'ru');
  const kk = buildIndex(kkDocs, 'kk');
  const kkCloud = buildIndex(kkCloudDocs, 'kk');

  it('finds other word forms: «тариф» finds «тарифы» and «тарифов»', () => {
    const urls = runSearch(ru, 'тариф', 'ru').map((h) => h.url);
    expect(urls).toContain('/tariffs-archive');
    expect(urls).toContain('/contacts');
    expect(runSearch(kk, 'тариф', 'kk').map((h) => h.url)).toEqual(
      expect.arrayContaining(['/kk/tariffs-archive', '/kk/contacts']),
    );
  });

  it('ranks a page whose title matches above one that only mentions the word', () => {
    expect(runSearch(ru, 'тарифы', 'ru')[0]?.url).toBe('/tariffs-archive');
    expect(runSearch(ru, 'интернет', 'ru')[0]?.url).toBe('/internet-for-office');
    expect(runSearch(kk, 'тарифтер', 'kk')[0]?.url).toBe('/kk/tariffs-archive');
  });

  it('ranks the Kazakh pages named after the word first: «бұлт» → the cloud pages', () => {
    const urls = runSearch(kkCloud, 'бұлт', 'kk').map((h) => h.url);
    expect(new Set(urls.slice(0, 2))).toEqual(new Set(['/kk/azure', '/kk/aws']));
    expect(urls).toEqual(expect.arrayContaining(['/kk/business-unlim', '/kk/microsoft-365']));
    expect(runSearch(kkCloud, 'бұлттар', 'kk')[0]?.url).toMatch(/^\/kk\/(azure|aws)$/);
  });

  it('finds a Kazakh page that only has another form of the word', () => {
    // «байланыс» → «байланысы», «байланысыңыз»; the words are marked in the snippet.
    const hits = runSearch(kkCloud, 'байланыс', 'kk');
    expect(hits.map((h) => h.url).sort()).toEqual(['/kk/mobile-connection', '/kk/roaming']);
    expect(hits.flatMap((h) => h.snippet.filter((p) => p.match).map((p) => p.text)).sort()).toEqual(
      ['байланысы', 'байланысыңыз'],
    );
  });

  it('is case- and ё-insensitive and forgives a typo in a long word', () => {
    expect(runSearch(ru, 'РОУМИНГ', 'ru')[0]?.url).toBe('/roaming');
    expect(runSearch(ru, 'роуменг', 'ru')[0]?.url).toBe('/roaming');
  });

  it('matches prefixes as the visitor types', () => {
    expect(runSearch(ru, 'роум', 'ru')[0]?.url).toBe('/roaming');
  });

  it('needs every word, but falls back to any word when that finds nothing', () => {
    expect(runSearch(ru, 'интернет офис', 'ru').map((h) => h.url)).toEqual([
      '/internet-for-office',
    ]);
    expect(runSearch(ru, 'роуминг квазар', 'ru').map((h) => h.url)).toEqual(['/roaming']);
  });

  it('finds nothing for a word no page has', () => {
    expect(runSearch(ru, 'квазар', 'ru')).toEqual([]);
  });

  it('survives serialisation the way the build ships it', () => {
    const loaded = loadIndex(JSON.stringify(ru), 'ru');
    expect(runSearch(loaded, 'тарифы', 'ru').map((h) => h.url)).toEqual(
      runSearch(ru, 'тарифы', 'ru').map((h) => h.url),
    );
  });

  it('returns a snippet with the matching words marked', () => {
    const hit = runSearch(ru, 'командировка', 'ru')[0];
    expect(hit?.url).toBe('/roaming');
    expect(hit?.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['командировках']);
  });
});

describe('makeSnippet', () => {
  it('cuts long text around the first match at word boundaries', () => {
    const text = `${'слово '.repeat(60)}роуминг ${'ещё '.repeat(60)}`.trim();
    const parts = makeSnippet(text, new Set(['роуминг']), 'ru');
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('… слово')).toBe(true);
    expect(joined.endsWith('ещё …')).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['роуминг']);
  });
});
