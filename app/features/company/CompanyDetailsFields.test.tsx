import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Button } from '../../../lib/index.ts';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { Form, useForm } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { HttpError } from '../api/index.ts';
import { errorJson } from '../api/testing.ts';
import { cabinetBackend } from '../cabinet/testing.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import {
  CompanyDetailsFields,
  companyDetailsInput,
  companyDetailsOf,
  companyDetailsProblems,
  companyDetailsServerFields,
} from './index.ts';

const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

/** The wizard's step 1 as issue 16 will build it: the parent form owns the values. */
function WizardStep({ submit }: { submit: (body: unknown) => Promise<unknown> }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({
    locale,
    initial: () => ({
      note: '',
      ...companyDetailsOf({
        positionId: null,
        bankId: null,
        iban: null,
        legalAddress: null,
        actualAddress: null,
        flat: null,
      }),
    }),
    validate: (v) => companyDetailsProblems(v, { t, locale }),
    serverFields: companyDetailsServerFields({
      positionId: 'positionId',
      legalAddress: 'lawAddress',
      actualAddress: 'factAddress',
    }),
    submit: (v) => {
      const d = companyDetailsInput(v);
      return submit({ ...d, lawAddress: d.legalAddress, factAddress: d.actualAddress });
    },
  });
  return (
    <Form form={form} summaryLevel={2}>
      <CompanyDetailsFields form={form} />
      <Button type="submit">Сохранить</Button>
    </Form>
  );
}

describe('CompanyDetailsFields', () => {
  it('in the wizard asks for all but the office number, the account only once a bank is chosen', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => ({}));
    const { container } = renderOnSite(<WizardStep submit={submit} />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    const account = screen.getByRole('combobox', { name: /Счёт \(IBAN\)/ });
    expect(account).toHaveTextContent('Сначала выберите банк');
    expect(account).toBeDisabled();
    expect(
      await screen.findByRole('combobox', { name: /Должность руководителя/ }),
    ).toHaveAccessibleDescription(
      'Должность должна точно совпадать с указанной в уставе компании. За правильность данных отвечает клиент.',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Выберите должность руководителя',
      'Выберите банк',
      'Выберите счёт',
      'Введите юридический адрес',
      'Введите фактический адрес',
    ]);
    expect(submit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("puts the server's refusal of a typed account at the field it was typed in", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {
      throw new HttpError('POST', '/x', 422, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          fields: { iban: { code: 'IBAN_BANK_MISMATCH', message: 'x' } },
        },
      });
    });
    renderOnSite(<WizardStep submit={submit} />, { signedIn: true, handler: cabinetBackend() });
    await user.click(await screen.findByRole('combobox', { name: /Должность руководителя/ }));
    await user.click(await screen.findByRole('option', { name: 'Директор' }));
    await user.click(screen.getByRole('combobox', { name: /^Банк/ }));
    await user.click(await screen.findByRole('option', { name: 'АО «Kaspi Bank»' }));
    await user.click(screen.getByRole('combobox', { name: /Счёт \(IBAN\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Другой счёт — ввести IBAN' }));
    await user.type(screen.getByRole('textbox', { name: /Номер счёта/ }), 'KZ356011804400001280');
    await user.type(screen.getByRole('textbox', { name: /Юридический адрес/ }), 'г. Алматы, 1');
    await user.type(screen.getByRole('textbox', { name: /Фактический адрес/ }), 'г. Алматы, 1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(submit).toHaveBeenCalledWith({
      positionId: 'director',
      bankId: 'kaspi',
      iban: 'KZ356011804400001280',
      legalAddress: 'г. Алматы, 1',
      actualAddress: 'г. Алматы, 1',
      lawAddress: 'г. Алматы, 1',
      factAddress: 'г. Алматы, 1',
      flat: null,
    });
    const typed = screen.getByRole('textbox', { name: /Номер счёта/ });
    expect(await screen.findByRole('group', { name: 'Исправьте ошибки' })).toHaveTextContent(
      'Счёт не относится к выбранному банку',
    );
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(typed).toHaveValue('KZ356011804400001280');
  });

  it('says when a list cannot be read, and reads it again on «Повторить»', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderOnSite(<WizardStep submit={async () => ({})} />, {
      locale: 'kk',
      signedIn: true,
      handler: cabinetBackend({
        answers: { banks: (call) => (failing ? errorJson(503, 'SERVICE_ERROR') : call.fallback()) },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Банктер тізімін жүктеу мүмкін болмады',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Қайталау' }));
    await user.click(await screen.findByRole('combobox', { name: /^Банк/ }));
    expect(
      await screen.findByRole('option', { name: '«Қазақстан Халық Жинақ Банкі» АҚ' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
