import type { Story } from '@ladle/react';
import { useState } from 'react';
import { KitProvider, RadioGroup } from '../lib/index.ts';

export default { title: 'Kit / RadioGroup' };

const numbers = [
  { value: 'new', label: 'Все новые' },
  { value: 'own', label: 'Все свои', hint: 'Перенесём ваши номера от другого оператора' },
  { value: 'mixed', label: 'Частично свои' },
];

function Live(props: { error?: string; orientation?: 'vertical' | 'horizontal' }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      id="numbers"
      label="Какие номера подключить"
      options={numbers}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

export const Vertical: Story = () => <Live />;

export const Horizontal: Story = () => (
  <RadioGroup
    label="Виртуальная АТС"
    orientation="horizontal"
    defaultValue="yes"
    options={[
      { value: 'yes', label: 'Да' },
      { value: 'no', label: 'Нет' },
    ]}
  />
);

/** A filter's choices as pills (the home page's task filter): still one radio group. */
export const Chips: Story = () => (
  <RadioGroup
    label="Задача"
    appearance="chips"
    defaultValue="all"
    options={[
      { value: 'all', label: 'Все задачи' },
      { value: 'communication', label: 'Связь с клиентами и сотрудниками' },
      { value: 'office', label: 'Интернет и связь в офисе' },
      { value: 'security', label: 'Защита бизнеса' },
    ]}
  />
);

export const Invalid: Story = () => <Live error="Выберите, какие номера подключить" />;

export const DisabledOption: Story = () => (
  <RadioGroup
    label="Способ получения SIM-карт"
    hint="Доставка пока работает только в Алматы и Астане"
    defaultValue="pickup"
    options={[
      { value: 'pickup', label: 'Самовывоз из офиса' },
      { value: 'delivery', label: 'Доставка курьером', disabled: true },
    ]}
  />
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <RadioGroup
        label="Қандай нөмірлерді қосу керек"
        error="Қосылатын нөмірлерді таңдаңыз"
        options={[
          { value: 'new', label: 'Барлығы жаңа' },
          {
            value: 'own',
            label: 'Барлығы өзіміздікі',
            hint: 'Нөмірлеріңізді басқа оператордан көшіреміз',
          },
          { value: 'mixed', label: 'Ішінара өзіміздікі' },
        ]}
      />
    </div>
  </KitProvider>
);
