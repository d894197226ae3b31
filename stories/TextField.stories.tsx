import type { Story } from '@ladle/react';
import { KitProvider, SIZES, TextField } from '../lib/index.ts';

export default { title: 'Kit / TextField' };

export const Default: Story = () => <TextField label="Название компании" />;

export const WithHint: Story = () => (
  <TextField
    label="Электронная почта"
    hint="Пришлём на неё копию заявки"
    type="email"
    inputMode="email"
    autoComplete="email"
  />
);

export const Required: Story = () => <TextField label="Имя" required autoComplete="name" />;

export const Invalid: Story = () => (
  <TextField
    id="agent"
    label="Логин агента"
    defaultValue="agent.001"
    error="Неверный логин агента"
  />
);

export const ForbiddenCharacters: Story = () => (
  <TextField
    label="Улица, район или микрорайон"
    hint="Например: Абая"
    defaultValue="ул. Абая, 10!"
    forbiddenCharacters
  />
);

export const Sizes: Story = () => (
  <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
    {SIZES.map((size) => (
      <TextField key={size} size={size} label={`Поле размера ${size}`} />
    ))}
  </div>
);

export const Disabled: Story = () => <TextField label="БИН" defaultValue="180440000128" disabled />;

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <TextField label="Компания атауы" required />
      <TextField label="Көше" defaultValue="Абай к-сі, 10" forbiddenCharacters />
    </div>
  </KitProvider>
);
