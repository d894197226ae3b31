import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendErrorCode, FieldFailure } from '../../contract/errors.ts';
import { HttpError } from '../features/api/index.ts';
import { Button, Checkbox, PhoneInput, RadioGroup, TextField } from '../../lib/index.ts';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { renderWithKit } from '../../lib/test/render.tsx';
import { FieldsRejected } from './failure.ts';
import { Form, ServiceError } from './Form.tsx';
import { useForm, type UseFormOptions } from './useForm.ts';

type Company = { name: string; street: string; phone: string; consent: boolean };
const EMPTY: Company = { name: '', street: '', phone: '', consent: false };

/** A 422 as the backend sends it, with field errors by request path. */
const refused = (fields: Record<string, string>) =>
  new HttpError('POST', '/api/v1/x', 422, {
    error: {
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: Object.fromEntries(
        Object.entries(fields).map(([path, code]) => [
          path,
          { code: code as BackendErrorCode, message: 'x' } as FieldFailure,
        ]),
      ),
    },
  });

function TestForm(props: Partial<UseFormOptions<Company, unknown>>) {
  const form = useForm<Company, unknown>({
    locale: 'ru',
    initial: EMPTY,
    validate: (v) => ({
      name: v.name.trim() === '' ? 'Введите название' : undefined,
      consent: v.consent ? undefined : 'Подтвердите согласие',
    }),
    submit: async () => 'ok',
    ...props,
  });
  return (
    <Form form={form} summaryLevel={2}>
      <TextField label="Название" required {...form.field('name')} />
      <TextField label="Улица" {...form.field('street')} />
      <PhoneInput label="Телефон" {...form.field('phone')} />
      <Checkbox label="Согласен" required {...form.checkbox('consent')} />
      <ServiceError message={form.serviceError} />
      <Button type="submit" loading={form.busy} loadingLabel="Отправляем…">
        Отправить
      </Button>
    </Form>
  );
}

const name = () => screen.getByRole('textbox', { name: /Название/ });
const submit = () => screen.getByRole('button', { name: 'Отправить' });

describe('useForm', () => {
  it('checks on submit only: a focused summary, the same words at each field, tied to it', async () => {
    const user = userEvent.setup();
    const submitCall = vi.fn(async () => 'ok');
    const { container } = renderWithKit(<TestForm submit={submitCall} />);
    await user.type(name(), ' ');
    expect(name()).not.toBeInvalid();
    await user.click(submit());

    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Введите название', 'Подтвердите согласие']);
    expect(name()).toBeInvalid();
    expect(name()).toHaveAccessibleDescription('Ошибка: Введите название');
    expect(submitCall).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.click(links[0]!);
    expect(name()).toHaveFocus();
  });

  it('keeps errors until the next submit, and focuses the summary again on every failed one', async () => {
    const user = userEvent.setup();
    renderWithKit(<TestForm />);
    await user.click(submit());
    await user.type(name(), 'Степной');
    // Fixing a field does not clear its message before the next submit (GOV.UK).
    expect(name()).toHaveAccessibleDescription('Ошибка: Введите название');
    await user.click(submit());
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Подтвердите согласие']);
    expect(name()).not.toBeInvalid();
  });

  it('submits from the keyboard and hands the values and a signal to the call', async () => {
    const user = userEvent.setup();
    const submitCall = vi.fn(
      async (_values: Company, _context: { signal: AbortSignal }) => 'created',
    );
    const onSuccess = vi.fn();
    renderWithKit(<TestForm submit={submitCall} onSuccess={onSuccess} />);
    await user.type(name(), 'Степной');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard(' '); // the consent box
    await user.click(name());
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('created', expect.anything()));
    expect(submitCall.mock.calls[0]![0]).toEqual({ ...EMPTY, name: 'Степной', consent: true });
    expect(submitCall.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
  });

  it('puts the server’s field errors at their fields by request path, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <TestForm
        serverFields={{ 'address.street': 'street' }}
        submit={async () => {
          throw refused({ 'address.street': 'FORBIDDEN_CHARACTERS', phone: 'PHONE_INVALID' });
        }}
      />,
    );
    await user.type(name(), 'Степной');
    await user.type(screen.getByRole('textbox', { name: 'Улица' }), 'Абая 10');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Улица' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription(
      expect.stringContaining('Некорректный номер телефона'),
    );
    expect(screen.getByRole('textbox', { name: 'Улица' })).toHaveValue('Абая 10');
    expect(name()).toHaveValue('Степной');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failure that names no field of the form as the service error', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <TestForm
        validate={() => ({})}
        submit={async () => {
          throw new HttpError('POST', '/api/v1/x', 503, null);
        }}
      />,
    );
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(screen.queryByRole('group', { name: 'Исправьте ошибки' })).toBeNull();
    // A new attempt starts without the old message.
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка сервиса'));
  });

  it('shows a check of the screen’s own (FieldsRejected) like the server’s field errors', async () => {
    const user = userEvent.setup();
    const onFailure = vi.fn();
    renderWithKit(
      <TestForm
        validate={() => ({})}
        onFailure={onFailure}
        submit={async () => {
          throw new FieldsRejected({ name: 'Неверный логин агента' }, 'AGENT_LOGIN_INVALID');
        }}
      />,
    );
    await user.click(submit());
    await vi.waitFor(() =>
      expect(name()).toHaveAccessibleDescription('Ошибка: Неверный логин агента'),
    );
    expect(onFailure.mock.calls[0]![0]).toMatchObject({
      code: 'AGENT_LOGIN_INVALID',
      message: 'Неверный логин агента',
    });
  });

  it('lets the screen take a failure over (a gate): nothing else is shown', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <TestForm
        validate={() => ({})}
        onFailure={() => true}
        submit={async () => {
          throw new HttpError('POST', '/x', 403, null);
        }}
      />,
    );
    await user.click(submit());
    await vi.waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a second submit while the call is in flight, and shows it is busy', async () => {
    const user = userEvent.setup();
    let finish: (value: string) => void = () => {};
    const submitCall = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderWithKit(<TestForm validate={() => ({})} submit={submitCall} />);
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    // However it is submitted again (the browser's implicit submit, a script).
    fireEvent.submit(submit().closest('form')!);
    expect(submitCall).toHaveBeenCalledTimes(1);
    finish('ok');
    await vi.waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy', 'true'));
  });

  it('aborts the call when the form goes away, and reports nothing afterwards', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    let finish: (value: string) => void = () => {};
    const onSuccess = vi.fn();
    const view = renderWithKit(
      <TestForm
        validate={() => ({})}
        onSuccess={onSuccess}
        submit={(_, context) => {
          signal = context.signal;
          return new Promise<string>((resolve) => (finish = resolve));
        }}
      />,
    );
    await user.click(submit());
    view.unmount();
    expect(signal?.aborted).toBe(true);
    finish('late');
    await Promise.resolve();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('on a one-question step without a summary, focuses the question itself', async () => {
    const user = userEvent.setup();
    function Gate() {
      const form = useForm({
        locale: 'ru',
        initial: { service: null as 'a' | 'b' | null },
        errorFocus: 'field',
        validate: (v) => ({ service: v.service ? undefined : 'Выберите услугу' }),
        submit: async () => null,
      });
      const { attachForm, handleSubmit } = form;
      return (
        <form onSubmit={(event) => void handleSubmit(event)} ref={attachForm}>
          <RadioGroup
            label="Услуга"
            options={[
              { value: 'a', label: 'Интернет' },
              { value: 'b', label: 'Мобильная связь' },
            ]}
            {...form.field('service')}
          />
          <Button type="submit">Перейти</Button>
        </form>
      );
    }
    renderWithKit(<Gate />);
    await user.click(screen.getByRole('button', { name: 'Перейти' }));
    expect(screen.getByRole('radio', { name: 'Интернет' })).toHaveFocus();
    expect(screen.getByRole('group', { name: /Услуга/ })).toHaveAccessibleDescription(
      'Ошибка: Выберите услугу',
    );
  });
});
