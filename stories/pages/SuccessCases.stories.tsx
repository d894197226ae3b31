import type { Story } from '@ladle/react';
import type { SuccessCase } from '../../contract/domain.ts';
import { fakeBackend } from '../../app/test/backend.ts';
import { CaseForm, CaseList } from '../../app/features/success-cases/index.ts';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Success cases' };

/** A photo drawn inline: Ladle has no backend to serve the cases' pictures. */
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#e6f0fa"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/></svg>',
  );

/** Cases as the backend lists them: each with the language it was written in (`locale`). */
const CASES: SuccessCase[] = [
  {
    id: 'c1',
    productName: 'Виртуальная АТС',
    authorName: 'Ерлан Нурланов',
    companyName: 'ТОО «Степной Логистик»',
    position: 'Директор',
    problem: 'Диспетчеры пропускали звонки водителей и клиентов в часы пик',
    solution: 'Подключили виртуальную АТС с очередью и голосовым меню',
    results: 'В часы пик звонки встают в очередь вместо коротких гудков',
    photoUrl: PHOTO,
    publishedDate: '2026-10-24',
    locale: 'ru',
  },
  {
    id: 'c2',
    productName: 'Интернет для офиса',
    authorName: 'Алина Сергеева',
    companyName: 'ТОО «Алма Дизайн Студио»',
    position: 'Директор',
    problem: 'Домашний интернет в офисе не справлялся с тяжёлыми макетами',
    solution: 'Перешли на оптику 20 Мбит в секунду без понижения скорости вечером',
    results: 'Макеты уходят в облако за минуты',
    photoUrl: PHOTO,
    publishedDate: '2026-11-05',
    locale: 'ru',
  },
];

const KK_CASE: SuccessCase = {
  id: 'c3',
  productName: 'Виртуалды АТС',
  authorName: 'Әсел Жұмабаева',
  companyName: 'ЖШС «Ақ Жол Тур»',
  position: 'Операциялық директор',
  problem: 'Менеджерлер клиенттермен жеке ұялы нөмірлерден сөйлесетін',
  solution: 'Бір қалалық нөмірге дауыстық мәзір мен ұялы телефондарға бағыттауды баптадық',
  results: 'Клиенттер бір нөмірге хабарласады ал барлық сөйлесулер жазылады',
  photoUrl: PHOTO,
  publishedDate: '2026-11-12',
  locale: 'kk',
};

const refresh = fakeBackend({ successCases: () => ({ cases: CASES }) });

export const Ru: Story = () => (
  <OnSite locale="ru" handler={refresh}>
    <h1>Истории успеха</h1>
    <CaseList cases={CASES} />
    <CaseForm />
  </OnSite>
);
Ru.storyName = 'Cases and the share form';

export const Kk: Story = () => (
  <OnSite locale="kk" handler={fakeBackend({ successCases: () => ({ cases: [] }) })}>
    <h1>Табыс тарихтары</h1>
    <CaseList cases={[]} />
    <CaseForm />
  </OnSite>
);
Kk.storyName = 'No cases yet and the share form in Kazakh';

/** The Kazakh page lists every approved case: a Kazakh one, and Russian ones marked `lang="ru"`. */
export const KkBothLanguages: Story = () => (
  <OnSite
    locale="kk"
    handler={fakeBackend({ successCases: () => ({ cases: [KK_CASE, ...CASES] }) })}
  >
    <h1>Табыс тарихтары</h1>
    <CaseList cases={[KK_CASE, ...CASES]} />
  </OnSite>
);
KkBothLanguages.storyName = 'Kazakh page: cases in both languages';
