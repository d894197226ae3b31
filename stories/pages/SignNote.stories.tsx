import type { Story } from '@ladle/react';
import { SignNote } from '../../app/features/sign-note/index.ts';
import kkNote from '../../locales/content/help/kk/sign-note.ts';
import ruNote from '../../locales/content/help/ru/sign-note.ts';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Sign note' };

export const Ru: Story = () => (
  <OnSite locale="ru">
    <h1>{ruNote.page.title}</h1>
    <SignNote content={ruNote} />
  </OnSite>
);
Ru.storyName = 'Signers by region';

export const Kk: Story = () => (
  <OnSite locale="kk">
    <h1>{kkNote.page.title}</h1>
    <SignNote content={kkNote} />
  </OnSite>
);
Kk.storyName = 'Signers by region in Kazakh';
