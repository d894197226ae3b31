import type { BlogArticle, BlogArticleSummary } from '../../../contract/index.ts';

/** Test articles shaped like the reference backend's (server/db/seed/blog.ts). */
export const SUMMARY: BlogArticleSummary = {
  id: 'virtual-ats-for-small-business',
  title: 'Виртуальная АТС: как малому бизнесу не терять звонки',
  excerpt: 'Пропущенный звонок — это клиент, который может уйти к конкуренту.',
  readingTime: 4,
  author: 'Айгерим Сапарова',
  createdDate: '2026-11-21',
  tags: ['Виртуальная АТС', 'Малый бизнес'],
};

export const OTHER: BlogArticleSummary = {
  id: 'office-internet-checklist',
  title: 'Интернет в офис: чек-лист перед подключением',
  excerpt: 'Что проверить до заявки, чтобы выбрать тариф без ошибок.',
  readingTime: 5,
  author: 'Дмитрий Ким',
  createdDate: '2026-03-02',
  tags: ['Интернет'],
};

export const ARTICLE: BlogArticle = {
  ...SUMMARY,
  editor: 'Дмитрий Ким',
  html: [
    '<p>В небольшой компании звонки теряются по простым причинам.</p>',
    '<h2 onclick="alert(1)">Что меняется</h2>',
    '<ul><li>Один номер для всей компании</li></ul>',
    '<p><a href="javascript:alert(2)">вредная ссылка</a> и <a href="/virtual-ats">страница услуги</a></p>',
    '<img src="x" onerror="alert(3)"><script>alert(4)</script>',
    '<p style="color:red" class="x">Конец</p>',
  ].join(''),
  related: [OTHER],
};
