import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('names the control by its label and describes it by the hint', async () => {
    const { container } = renderWithKit(
      <Field label="Название компании" hint="Как в учредительных документах">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Название компании' });
    expect(input).toHaveAccessibleDescription('Как в учредительных документах');
    expect(input).not.toBeInvalid();
    await expectNoAxeViolations(container);
  });

  it('ties the error to the control with a hidden "Ошибка:" prefix and marks it invalid', async () => {
    const { container } = renderWithKit(
      <Field label="Телефон" hint="Мобильный" error="Некорректный номер телефона" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Мобильный Ошибка: Некорректный номер телефона');
    // the visual asterisk is not read as part of the name
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-invalid');
    await expectNoAxeViolations(container);
  });

  it('uses the Kazakh error prefix under kk', () => {
    renderWithKit(
      <Field label="Телефон" error="Телефон нөмірі қате">
        {(control) => <input {...control} />}
      </Field>,
      { locale: 'kk' },
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Қате: Телефон нөмірі қате');
  });

  it('renders a group as a fieldset named by its legend', async () => {
    const { container } = renderWithKit(
      <Field label="Номера" group error="Выберите вариант">
        {() => (
          <>
            <label>
              <input type="radio" name="n" /> Все новые
            </label>
            <label>
              <input type="radio" name="n" /> Все свои
            </label>
          </>
        )}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Номера' });
    expect(group).toHaveAccessibleDescription('Ошибка: Выберите вариант');
    await expectNoAxeViolations(container);
  });

  it('keeps an explicit id so an error summary can link to the control', () => {
    renderWithKit(
      <Field label="БИН" id="bin">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'БИН' })).toHaveAttribute('id', 'bin');
  });

  it('inline: puts the label after the control and the error above, tied like any field', async () => {
    const { container } = renderWithKit(
      <Field
        inline
        label="Согласен на обработку данных"
        hint="Без согласия не свяжемся"
        error="Дайте согласие"
        required
      >
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'Согласен на обработку данных' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Без согласия не свяжемся Ошибка: Дайте согласие');
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-invalid');
    // error first, then the row: control, label (with the hidden-from-readers *), hint
    expect(root.firstElementChild).toHaveTextContent('Ошибка: Дайте согласие');
    const row = root.lastElementChild as HTMLElement;
    expect([...row.children].map((child) => child.tagName)).toEqual(['INPUT', 'LABEL', 'P']);
    expect(within(row).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });
});
