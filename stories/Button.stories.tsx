import type { Story } from '@ladle/react';
import { Button, KitProvider, SIZES } from '../lib/index.ts';

export default { title: 'Kit / Button' };

export const Primary: Story = () => <Button>Оставить заявку</Button>;

export const Variants: Story = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
    <Button variant="primary">Подключить</Button>
    <Button variant="secondary">Подробнее</Button>
    <Button variant="ghost">Назад</Button>
    <Button variant="danger">Отменить заявку</Button>
  </div>
);

export const Sizes: Story = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
    {SIZES.map((size) => (
      <Button key={size} size={size}>
        Размер {size}
      </Button>
    ))}
  </div>
);

export const Loading: Story = () => <Button loading>Отправить заявку</Button>;

export const Disabled: Story = () => <Button disabled>Найти</Button>;

export const FullWidth: Story = () => <Button fullWidth>Продолжить</Button>;

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <Button loading>Өтінім жіберу</Button>
  </KitProvider>
);
