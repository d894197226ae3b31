import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, KitProvider, Link } from '../lib/index.ts';

export default { title: 'Kit / Checkbox' };

export const Unchecked: Story = () => <Checkbox label="Подключить базовый роуминг" />;

export const Checked: Story = () => <Checkbox label="Подключить базовый роуминг" defaultChecked />;

export const Consent: Story = () => (
  <Checkbox
    required
    label={
      <>
        Я согласен на{' '}
        <Link href="/support/policy/personal-data">обработку персональных данных</Link>
      </>
    }
    hint="Без согласия мы не сможем связаться с вами"
  />
);

export const ConsentError: Story = () => (
  <Checkbox
    id="consent"
    required
    label={
      <>
        Я согласен на{' '}
        <Link href="/support/policy/personal-data">обработку персональных данных</Link>
      </>
    }
    error="Дайте согласие на обработку персональных данных"
  />
);

export const Indeterminate: Story = () => {
  const all = ['+7 701 000 00 01', '+7 701 000 00 02', '+7 701 000 00 03'];
  const [picked, setPicked] = useState<string[]>([all[0] as string]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="Все номера"
        checked={picked.length === all.length}
        indeterminate={picked.length > 0 && picked.length < all.length}
        onCheckedChange={(checked) => setPicked(checked ? all : [])}
      />
      <div style={{ paddingInlineStart: 32, display: 'grid', gap: 8 }}>
        {all.map((number) => (
          <Checkbox
            key={number}
            label={number}
            checked={picked.includes(number)}
            onCheckedChange={(checked) =>
              setPicked(checked ? [...picked, number] : picked.filter((n) => n !== number))
            }
          />
        ))}
      </div>
    </div>
  );
};

export const Disabled: Story = () => (
  <div style={{ display: 'grid', gap: 8 }}>
    <Checkbox label="Недоступно" disabled />
    <Checkbox label="Подключено по умолчанию" disabled defaultChecked />
  </div>
);

const services = [
  { value: 'pbx', label: 'Виртуальная АТС', hint: 'Бесплатно на всех номерах' },
  { value: 'roaming', label: 'Базовый роуминг' },
  { value: 'ip', label: 'Статический IP-адрес', disabled: true },
];

export const Group: Story = () => (
  <CheckboxGroup label="Дополнительные услуги" options={services} defaultValue={['pbx']} />
);

export const GroupHorizontal: Story = () => (
  <CheckboxGroup label="Дополнительные услуги" options={services} orientation="horizontal" />
);

export const GroupError: Story = () => (
  <CheckboxGroup
    id="services"
    label="Дополнительные услуги"
    hint="Выберите хотя бы одну"
    options={services}
    error="Выберите хотя бы одну услугу"
    required
  />
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 24 }}>
      <Checkbox
        required
        label={
          <>
            <Link href="/kk/support/policy/personal-data">Дербес деректерді өңдеуге</Link> келісемін
          </>
        }
        error="Дербес деректерді өңдеуге келісім беріңіз"
      />
      <Checkbox label="Өтінімді толтыруға менеджер көмектесті" defaultChecked />
    </div>
  </KitProvider>
);
