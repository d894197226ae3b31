import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, RequestTimeoutError } from '../features/api/index.ts';
import { Button, TextField } from '../../lib/index.ts';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { renderWithKit } from '../../lib/test/render.tsx';
import { FormSettingsProvider, useAutoComplete, type ConnectionWaiter } from './connection.ts';
import { Form, ServiceError } from './Form.tsx';
import { useForm } from './useForm.ts';

/** A waiter as the kiosk's queue is: it keeps what it holds until `reconnect()`. */
function fakeWaiter() {
  const held = new Set<() => void>();
  const waiter: ConnectionWaiter = {
    hold(retry) {
      held.add(retry);
      return () => held.delete(retry);
    },
  };
  return {
    waiter,
    held,
    reconnect: () => {
      const pending = [...held];
      held.clear();
      pending.forEach((retry) => retry());
    },
  };
}

function Email({ submit }: { submit: (values: { email: string }) => Promise<unknown> }) {
  const auto = useAutoComplete();
  const form = useForm({ locale: 'ru', initial: { email: '' }, submit: (v) => submit(v) });
  return (
    <Form form={form} summaryLevel={2}>
      <TextField label="E-mail" autoComplete={auto('email')} {...form.field('email')} />
      <ServiceError message={form.serviceError} />
      <Button type="submit" loading={form.busy} loadingLabel="Отправляем…">
        Отправить
      </Button>
    </Form>
  );
}

const offline = () => new NetworkError('POST', '/api/v1/x', new TypeError('Failed to fetch'));
const on = (waiter: ConnectionWaiter | null, sharedDevice = false) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <FormSettingsProvider value={{ sharedDevice, connection: waiter }}>
        {children}
      </FormSettingsProvider>
    );
  };

describe('a form on a screen that waits for the connection (the kiosk)', () => {
  it('says the connection is lost, keeps what was typed and sends it when the connection is back', async () => {
    const user = userEvent.setup();
    const { waiter, held, reconnect } = fakeWaiter();
    const submit = vi
      .fn<(v: { email: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('ok');
    const Wrapper = on(waiter);
    const { container } = renderWithKit(
      <Wrapper>
        <Email submit={submit} />
      </Wrapper>,
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@example.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Нет связи с сервером');
    expect(notice).toHaveTextContent('Всё, что вы ввели, сохранено');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('a@example.kz');
    expect(held.size).toBe(1);
    await expectNoAxeViolations(container);

    await act(async () => reconnect());
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith({ email: 'a@example.kz' });
    expect(screen.queryByText('Нет связи с сервером')).not.toBeInTheDocument();
  });

  it('sends it at once on «Повторить», and holds it again while the connection stays lost', async () => {
    const user = userEvent.setup();
    const { waiter, held } = fakeWaiter();
    const submit = vi
      .fn<(v: { email: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('ok');
    const Wrapper = on(waiter);
    renderWithKit(
      <Wrapper>
        <Email submit={submit} />
      </Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await user.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(submit).toHaveBeenCalledTimes(2);
    // Still no connection: one held call, not two.
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(held.size).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(submit).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    expect(held.size).toBe(0);
  });

  it('drops the held call when the form goes away', async () => {
    const user = userEvent.setup();
    const { waiter, held } = fakeWaiter();
    const Wrapper = on(waiter);
    const view = renderWithKit(
      <Wrapper>
        <Email submit={() => Promise.reject(offline())} />
      </Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByRole('button', { name: 'Повторить' });
    expect(held.size).toBe(1);
    view.unmount();
    expect(held.size).toBe(0);
  });

  it('shows a timeout as a failure even there: the server may have taken the request', async () => {
    const user = userEvent.setup();
    const { waiter, held } = fakeWaiter();
    const Wrapper = on(waiter);
    renderWithKit(
      <Wrapper>
        <Email
          submit={() => Promise.reject(new RequestTimeoutError('POST', '/api/v1/x', 10_000))}
        />
      </Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте позже');
    expect(held.size).toBe(0);
  });

  it('elsewhere, a lost connection is «Попробуйте позже» as before', async () => {
    const user = userEvent.setup();
    renderWithKit(<Email submit={() => Promise.reject(offline())} />);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте позже');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});

describe('a form on a shared screen', () => {
  it('asks the browser neither to suggest nor to remember personal fields', () => {
    const Wrapper = on(null, true);
    const { container } = renderWithKit(
      <Wrapper>
        <Email submit={async () => 'ok'} />
      </Wrapper>,
    );
    expect(container.querySelector('form')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'off');
  });

  it('keeps the field tokens on a person’s own device', () => {
    const { container } = renderWithKit(<Email submit={async () => 'ok'} />);
    expect(container.querySelector('form')).not.toHaveAttribute('autocomplete');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
  });
});
