import type { Story } from '@ladle/react';
import { KitProvider, TextArea } from '../lib/index.ts';

export default { title: 'Kit / TextArea' };

export const Default: Story = () => (
  <TextArea label="Бизнес-задачи" hint="Какие задачи хотели решить" />
);

export const CharacterCount: Story = () => (
  <TextArea
    label="Решение на продукте"
    maxLength={500}
    defaultValue="Перевели звонки на виртуальную АТС"
  />
);

export const OverTheLimit: Story = () => (
  <TextArea
    label="Результаты"
    maxLength={40}
    defaultValue="Сократили расходы на связь на 30% и ускорили обработку звонков"
  />
);

export const Invalid: Story = () => (
  <TextArea id="results" label="Результаты" error="Опишите результаты" required />
);

export const ForbiddenCharacters: Story = () => (
  <TextArea
    label="Бизнес-задачи"
    forbiddenCharacters
    maxLength={300}
    defaultValue="Нужна связь для 20 сотрудников (офис + склад)"
  />
);

export const Disabled: Story = () => (
  <TextArea
    label="Комментарий менеджера"
    hint="Заполняет менеджер после звонка"
    disabled
    defaultValue="Клиент просит перезвонить после 15:00"
  />
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ maxWidth: 560, display: 'grid', gap: 24 }}>
      <TextArea
        label="Бизнес міндеттері"
        maxLength={300}
        defaultValue="Қоңырауларды виртуалды АТС-қа көшірдік"
        forbiddenCharacters
      />
      <TextArea
        label="Менеджердің пікірі"
        disabled
        defaultValue="Клиент 15:00-ден кейін қоңырау шалуды сұрайды"
      />
    </div>
  </KitProvider>
);
