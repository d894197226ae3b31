import type { Story } from '@ladle/react';
import { KitProvider, Loader, SIZES } from '../lib/index.ts';

export default { title: 'Kit / Loader' };

export const Default: Story = () => <Loader />;

export const WithLabel: Story = () => <Loader label="Загружаем тарифы" />;

export const Sizes: Story = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    {SIZES.map((size) => (
      <Loader key={size} size={size} label={`Загрузка, размер ${size}`} />
    ))}
  </div>
);

export const Block: Story = () => <Loader layout="block" label="Загружаем заявки" />;

export const HiddenLabel: Story = () => <Loader hideLabel label="Загружаем название компании" />;

export const Delayed: Story = () => <Loader delay={400} label="Появляюсь через 400 мс" />;

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 12 }}>
      <Loader />
      <Loader layout="block" label="Өтінімдер жүктелуде" />
    </div>
  </KitProvider>
);
