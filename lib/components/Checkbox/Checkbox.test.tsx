import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { Field } from '../Field/Field.tsx';

describe('Checkbox', () => {
  it('toggles with click and Space and reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = renderWithKit(
      <Checkbox label="Подключить роуминг" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Подключить роуминг' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Подключить роуминг'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).toHaveFocus();
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations(container);
  });

  it('lets a link inside the label be followed without toggling the box', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <Checkbox
        label={
          <>
            Согласен на <a href="#policy">обработку персональных данных</a>
          </>
        }
        required
      />,
    );
    const box = screen.getByRole('checkbox', {
      name: 'Согласен на обработку персональных данных',
    });
    expect(box).toBeRequired();
    // user-event's label shortcut ignores links inside labels, so dispatch the click as the DOM does
    fireEvent.click(screen.getByRole('link', { name: 'обработку персональных данных' }));
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText(/Согласен на/));
    expect(box).toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
  });

  it('ties hint and error to the input like Field does', async () => {
    const { container } = renderWithKit(
      <Checkbox
        id="consent"
        label="Согласие на обработку персональных данных"
        hint="Без согласия мы не сможем связаться с вами"
        error="Дайте согласие на обработку персональных данных"
      />,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('id', 'consent');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(
      'Без согласия мы не сможем связаться с вами Ошибка: Дайте согласие на обработку персональных данных',
    );
    expect(container.firstElementChild).toHaveAttribute('data-invalid');
    await expectNoAxeViolations(container);
  });

  it('is drawn by Field: the same error, prefix and required marker as every other field', () => {
    renderWithKit(
      <>
        <Checkbox label="Согласие" error="Дайте согласие" required hint="Обязательно" />
        <Field label="Имя" error="Введите имя" required>
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const errors = [screen.getByText('Дайте согласие'), screen.getByText('Введите имя')];
    expect(errors[0]!.className).toBe(errors[1]!.className);
    expect(errors[0]!.firstElementChild!.className).toBe(errors[1]!.firstElementChild!.className);
    const [boxMark, fieldMark] = screen.getAllByText('*');
    expect(boxMark!.className).toBe(fieldMark!.className);
    const boxRoot = screen.getByRole('checkbox').closest('[data-invalid]');
    const fieldRoot = screen.getByRole('textbox').closest('[data-invalid]');
    expect(boxRoot?.className).toBe(fieldRoot?.className);
  });

  it("adds a caller's aria-describedby to its own hint and error", () => {
    renderWithKit(
      <>
        <p id="terms">Условия в договоре</p>
        <Checkbox label="Согласен" hint="Подсказка" error="Ошибка поля" aria-describedby="terms" />
      </>,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Подсказка Ошибка: Ошибка поля Условия в договоре',
    );
  });

  it('says "Қате:" before the error in Kazakh', () => {
    renderWithKit(<Checkbox label="Келісемін" error="Келісіміңізді растаңыз" />, {
      locale: 'kk',
    });
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Қате: Келісіміңізді растаңыз',
    );
  });

  it('shows the mixed state and keeps it while the prop says so', async () => {
    const user = userEvent.setup();
    function SelectAll() {
      const [picked, setPicked] = useState<string[]>(['a']);
      const all = ['a', 'b'];
      return (
        <>
          <Checkbox
            label="Все номера"
            checked={picked.length === all.length}
            indeterminate={picked.length > 0 && picked.length < all.length}
            onCheckedChange={(checked) => setPicked(checked ? all : [])}
          />
          <span data-testid="picked">{picked.join(',')}</span>
        </>
      );
    }
    const { container } = renderWithKit(<SelectAll />);
    const box = screen.getByRole('checkbox', { name: 'Все номера' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
    expect(screen.getByTestId('picked')).toHaveTextContent('a,b');
    await expectNoAxeViolations(container);
  });

  it('disabled cannot be toggled', async () => {
    const user = userEvent.setup();
    renderWithKit(<Checkbox label="Недоступно" disabled />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});

describe('CheckboxGroup', () => {
  const options = [
    { value: 'pbx', label: 'Виртуальная АТС', hint: 'Бесплатно' },
    { value: 'roaming', label: 'Базовый роуминг' },
    { value: 'ip', label: 'Статический IP', disabled: true },
  ];

  it('is a group named by its legend; values come back in option order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithKit(
      <CheckboxGroup label="Дополнительные услуги" options={options} onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Дополнительные услуги' });
    expect(group.tagName).toBe('FIELDSET');
    await user.click(screen.getByRole('checkbox', { name: 'Базовый роуминг' }));
    await user.click(screen.getByRole('checkbox', { name: 'Виртуальная АТС' }));
    expect(onChange).toHaveBeenLastCalledWith(['pbx', 'roaming']);
    expect(screen.getByRole('checkbox', { name: 'Виртуальная АТС' })).toHaveAccessibleDescription(
      'Бесплатно',
    );
    expect(screen.getByRole('checkbox', { name: 'Статический IP' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('honours a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithKit(
      <CheckboxGroup label="Услуги" options={options} value={['roaming']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Виртуальная АТС' }));
    expect(onChange).toHaveBeenCalledWith(['pbx', 'roaming']);
    // the caller did not accept the change
    expect(screen.getByRole('checkbox', { name: 'Виртуальная АТС' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Базовый роуминг' })).toBeChecked();
  });

  it('describes the group by its error and gives the first box the id', async () => {
    const { container } = renderWithKit(
      <CheckboxGroup id="services" label="Услуги" options={options} error="Выберите услугу" />,
    );
    expect(screen.getByRole('group', { name: 'Услуги' })).toHaveAccessibleDescription(
      'Ошибка: Выберите услугу',
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes[0]).toHaveAttribute('id', 'services');
    for (const box of boxes) expect(box).toBeInvalid();
    await expectNoAxeViolations(container);
  });
});
