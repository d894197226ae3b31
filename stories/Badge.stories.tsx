import type { Story } from '@ladle/react';
import { Badge, KitProvider, SIZES, STATUS_COLORS, StatusBadge } from '../lib/index.ts';

export default { title: 'Kit / Badge' };

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Colors: Story = () => (
  <div style={row}>
    {STATUS_COLORS.map((color) => (
      <Badge key={color} color={color}>
        {color}
      </Badge>
    ))}
  </div>
);

export const Sizes: Story = () => (
  <div style={row}>
    {SIZES.map((size) => (
      <Badge key={size} size={size} color="blue">
        Новинка {size}
      </Badge>
    ))}
  </div>
);

export const StatusColors: Story = () => (
  <div style={row}>
    {STATUS_COLORS.map((color) => (
      <StatusBadge key={color} color={color}>
        {color}
      </StatusBadge>
    ))}
  </div>
);

export const ApplicationStatuses: Story = () => (
  <div style={row}>
    <StatusBadge color="blue">Новая</StatusBadge>
    <StatusBadge color="yellow">Подписание документов</StatusBadge>
    <StatusBadge color="orange">Бронирование</StatusBadge>
    <StatusBadge color="violet">Ожидает подключения</StatusBadge>
    <StatusBadge color="teal">Ожидает доставки</StatusBadge>
    <StatusBadge color="green">Завершена</StatusBadge>
    <StatusBadge color="lightgrey">Отменена</StatusBadge>
  </div>
);

export const StatusSizes: Story = () => (
  <div style={row}>
    {SIZES.map((size) => (
      <StatusBadge key={size} size={size} color="green">
        В работе {size}
      </StatusBadge>
    ))}
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={row}>
      <StatusBadge color="blue">Жаңа</StatusBadge>
      <StatusBadge color="yellow">Құжаттарға қол қою</StatusBadge>
      <StatusBadge color="green">Аяқталды</StatusBadge>
      <StatusBadge color="lightgrey">Бас тартылды</StatusBadge>
      <Badge color="raspberry">Жаңалық</Badge>
    </div>
  </KitProvider>
);
