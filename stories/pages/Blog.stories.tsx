import type { Story } from '@ladle/react';
import { BlogArticleView, BlogList } from '../../app/features/blog/index.ts';
import { ARTICLE, OTHER, SUMMARY } from '../../app/features/blog/testing.ts';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Blog' };

const KK_SUMMARY = {
  ...SUMMARY,
  title: 'Виртуалды АТС: шағын бизнес қоңырауларды қалай жоғалтпайды',
  excerpt: 'Әр жіберіп алған қоңырау — бәсекелеске кеткен клиент.',
  tags: ['Виртуалды АТС'],
};

export const ListRu: Story = () => (
  <OnSite locale="ru">
    <h1>Блог</h1>
    <BlogList articles={[SUMMARY, OTHER]} />
  </OnSite>
);
ListRu.storyName = 'Article list';

export const ListKk: Story = () => (
  <OnSite locale="kk">
    <h1>Блог</h1>
    <BlogList articles={[KK_SUMMARY]} />
  </OnSite>
);
ListKk.storyName = 'Article list in Kazakh';

export const Empty: Story = () => (
  <OnSite locale="ru">
    <h1>Блог</h1>
    <BlogList articles={[]} />
  </OnSite>
);
Empty.storyName = 'No articles yet';

export const Article: Story = () => (
  <OnSite locale="ru">
    <BlogArticleView article={ARTICLE} />
  </OnSite>
);
Article.storyName = 'Article with share block and related';

export const ArticleKk: Story = () => (
  <OnSite locale="kk">
    <BlogArticleView
      article={{
        ...ARTICLE,
        ...KK_SUMMARY,
        editor: 'Дмитрий Ким',
        html: '<p>Шағын компаниялар кіріс қоңырауларының төрттен біріне дейін жіберіп алады.</p><h2>Бірінші күні не өзгереді</h2><ul><li>Бүкіл компанияға бір нөмір</li></ul>',
        related: [],
      }}
    />
  </OnSite>
);
ArticleKk.storyName = 'Article in Kazakh';
