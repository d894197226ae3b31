import { screen } from '@testing-library/react';
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
});
