import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const numbers = [
  { value: 'new', label: 'Все новые' },
  { value: 'own', label: 'Все свои', hint: 'Перенос номеров от другого оператора' },
  { value: 'mixed', label: 'Частично свои' },
] as const;

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="Какие номера подключить"
      options={numbers}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a fieldset named by its legend with one radio per option', async () => {
    const { container } = renderWithKit(<Controlled />);
    const group = screen.getByRole('group', { name: 'Какие номера подключить' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(
      Array(3).fill(radios[0]?.getAttribute('name')),
    );
    expect(screen.getByRole('radio', { name: 'Все свои' })).toHaveAccessibleDescription(
      'Перенос номеров от другого оператора',
    );
    await expectNoAxeViolations(container);
  });

  it('moves the choice with arrow keys and takes one Tab stop', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithKit(
      <>
        <Controlled onChange={onChange} />
        <button type="button">Продолжить</button>
      </>,
    );
    await user.click(screen.getByRole('radio', { name: 'Все новые' }));
    expect(screen.getByRole('radio', { name: 'Все новые' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Все свои' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Все свои' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Все новые' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['new'], ['own'], ['new']]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Все новые' })).toHaveFocus();
  });

  it('follows the controlled value only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithKit(<RadioGroup label="Номера" options={numbers} value="own" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Частично свои' }));
    expect(onChange).toHaveBeenCalledWith('mixed');
    expect(screen.getByRole('radio', { name: 'Все свои' })).toBeChecked();
  });

  it('works uncontrolled from a default value', async () => {
    const user = userEvent.setup();
    renderWithKit(<RadioGroup label="Номера" options={numbers} defaultValue="mixed" />);
    expect(screen.getByRole('radio', { name: 'Частично свои' })).toBeChecked();
    await user.click(screen.getByText('Все новые'));
    expect(screen.getByRole('radio', { name: 'Все новые' })).toBeChecked();
  });

  it('skips disabled options', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <RadioGroup
        label="Способ получения"
        options={[
          { value: 'pickup', label: 'Самовывоз' },
          { value: 'delivery', label: 'Доставка', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Доставка' }));
    expect(screen.getByRole('radio', { name: 'Доставка' })).not.toBeChecked();
  });

  it('ties the error to the group and gives the first radio the id', async () => {
    const { container } = renderWithKit(
      <RadioGroup
        id="numbers"
        label="Номера"
        hint="Можно изменить позже"
        options={numbers}
        error="Выберите, какие номера подключить"
        required
      />,
    );
    const group = screen.getByRole('group', { name: 'Номера' });
    expect(group).toHaveAccessibleDescription(
      'Можно изменить позже Ошибка: Выберите, какие номера подключить',
    );
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAttribute('id', 'numbers');
    for (const radio of radios) expect(radio).toBeRequired();
    expect(group).toHaveAttribute('data-invalid');
    await expectNoAxeViolations(container);
  });

  it('prefixes the error in Kazakh', () => {
    renderWithKit(<RadioGroup label="Нөмірлер" options={numbers} error="Нөмірлерді таңдаңыз" />, {
      locale: 'kk',
    });
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Қате: Нөмірлерді таңдаңыз');
  });

  it('as chips stays a radio group: one Tab stop, arrows choose, no circles drawn', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithKit(
      <RadioGroup
        label="Задача"
        appearance="chips"
        defaultValue="new"
        options={numbers}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Задача' })).toBeInTheDocument();
    expect(container.querySelector('[data-appearance="chips"]')).not.toBeNull();
    // The pill is the label: nothing else is drawn beside a radio, and no hint under it.
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.queryByText('Перенос номеров от другого оператора')).toBeNull();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Все новые' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Все свои' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('own');
    await expectNoAxeViolations(container);
  });
});
