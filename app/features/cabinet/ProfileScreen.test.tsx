import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';
import { COMPANY_IBANS, PROFILE, SOLE_PROPRIETOR_PROFILE } from '../../test/fixtures.ts';
import { cabinetBackend } from './testing.ts';

/** The company's account at its second bank (Банк ЦентрКредит), as the seed gives it. */
const BCC_IBAN = COMPANY_IBANS.find((account) => account.bankId === 'bcc')?.iban ?? '';

// jsdom lays nothing out: the kit's Select lists need a viewport (as its own tests give them).
const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const value = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Изменить' }));
  expect(await screen.findByRole('heading', { name: 'Изменение данных компании' })).toHaveFocus();
  // The lists have arrived once the position shows on its trigger.
  await screen.findByRole('combobox', { name: /Должность руководителя.*Директор/ });
}

describe('ProfileScreen', () => {
  it('shows the company with «Не указано» for an empty field', async () => {
    const { container } = renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend({ account: { ...PROFILE, employeesNumber: null } }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем данные компании');
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    expect(value('БИН')).toBe('180440000128');
    expect(value('Телефон')).toBe('+7 (701) 123-45-67');
    expect(value('Штатное расписание, человек')).toBe('Не указано');
    expect(value('Банк')).toBe('АО «Народный сберегательный банк Казахстана»');
    await expectNoAxeViolations(container);
  });

  it.each([
    { locale: 'ru' as const, number: 'ИИН', absent: 'БИН', edit: 'Изменить' },
    { locale: 'kk' as const, number: 'ЖСН', absent: 'БСН', edit: 'Өзгерту' },
  ])(
    '$locale: a sole proprietor is «ИП …» with its IIN labelled as such, its owner the only head',
    async ({ locale, number, absent, edit }) => {
      const user = userEvent.setup();
      const { container } = renderOnSite(<ProfileScreen />, {
        signedIn: true,
        locale,
        handler: cabinetBackend({ account: SOLE_PROPRIETOR_PROFILE }),
      });
      expect(await screen.findByRole('heading', { name: 'ИП «Әбдірахманов»' })).toBeVisible();
      expect(value(number)).toBe('910405300814');
      expect(screen.queryByText(absent, { selector: 'dt' })).toBeNull();
      await expectNoAxeViolations(container);
      // The head position offered is the owner's alone (the server refuses any other).
      await user.click(await screen.findByRole('button', { name: edit }));
      const position = await screen.findByRole('combobox', {
        name: /Индивидуальный предприниматель|Жеке кәсіпкер/,
      });
      await user.click(position);
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        locale === 'kk' ? 'Жеке кәсіпкер' : 'Индивидуальный предприниматель',
      ]);
    },
  );

  it('saves what was changed and says so, focused; the view shows the saved values', async () => {
    const user = userEvent.setup();
    const { container, requests } = renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    await openEdit(user);
    await expectNoAxeViolations(container);
    const flat = screen.getByRole('textbox', { name: 'Номер офиса или квартиры' });
    await user.type(flat, '12');
    const staff = screen.getByRole('textbox', { name: /Штатное расписание/ });
    await user.clear(staff);
    await user.type(staff, '52');
    // Another bank: its accounts are read, the old account is no longer chosen.
    await user.click(screen.getByRole('combobox', { name: /^Банк/ }));
    await user.click(await screen.findByRole('option', { name: 'АО «Банк ЦентрКредит»' }));
    expect(screen.getByRole('combobox', { name: /Счёт \(IBAN\)/ })).not.toHaveTextContent('KZ');
    await user.click(screen.getByRole('combobox', { name: /Счёт \(IBAN\)/ }));
    await user.click(await screen.findByRole('option', { name: BCC_IBAN }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const saved = await screen.findByText('Информация успешно обновлена');
    expect(saved.closest('[tabindex="-1"]')).toHaveFocus();
    expect(requests('/customer-ibans').map((r) => r.query.get('bankId'))).toEqual(['halyk', 'bcc']);
    expect(requests('/update-account-info')[0]?.body).toEqual({
      owner: 'Нурланов Ерлан Маратович',
      headPositionId: 'director',
      phone: '+77011234567',
      employeesNumber: 52,
      legalAddress: 'г. Алматы, ул. Толе би, 101',
      actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
      flat: '12',
      bankId: 'bcc',
      iban: BCC_IBAN,
    });
    expect(value('Номер офиса или квартиры')).toBe('12');
    expect(value('Банк')).toBe('АО «Банк ЦентрКредит»');
    expect(value('IBAN')).toBe(BCC_IBAN);
    await expectNoAxeViolations(container);
  });

  it('takes an office line as the contact phone: nothing is texted to it', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    await openEdit(user);
    const phone = screen.getByRole('textbox', { name: /^Телефон/ });
    expect(phone).toHaveAccessibleDescription(/Мобильный или городской/);
    await user.clear(phone);
    await user.type(phone, '8 727 312 34 56');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Информация успешно обновлена');
    expect(requests('/update-account-info')[0]?.body).toMatchObject({ phone: '+77273123456' });
    expect(value('Телефон')).toBe('+7 (727) 312-34-56');
  });

  it('checks before sending: a cleared head, a bad staff count and a typed IBAN failing mod 97', async () => {
    const user = userEvent.setup();
    const { container, requests } = renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    await openEdit(user);
    await user.clear(screen.getByRole('textbox', { name: /Руководитель/ }));
    await user.type(screen.getByRole('textbox', { name: /Штатное расписание/ }), 'x');
    await user.click(screen.getByRole('combobox', { name: /Счёт \(IBAN\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Другой счёт — ввести IBAN' }));
    const typed = screen.getByRole('textbox', { name: /Номер счёта \(IBAN\)/ });
    expect(typed).toHaveFocus();
    await user.type(typed, 'KZ356011804400001281');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Введите ФИО руководителя',
      'Введите количество сотрудников целым числом от 0 до 1 000 000',
      'Некорректный IBAN',
    ]);
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(typed).toHaveAccessibleDescription(/Некорректный IBAN/);
    expect(requests('/update-account-info')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('keeps what was typed when the save fails, with the catalogue words at the field', async () => {
    const user = userEvent.setup();
    renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend({
        answers: {
          updateAccountInfo: () =>
            errorJson(422, 'VALIDATION_FAILED', 'x', {
              fields: {
                legalAddress: { code: 'FIELD_TOO_LONG', message: 'Слишком длинное значение' },
              },
            }),
        },
      }),
    });
    await openEdit(user);
    const legal = screen.getByRole('textbox', { name: /Юридический адрес/ });
    await user.type(legal, ', корпус 2');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('group', { name: 'Исправьте ошибки' })).toHaveFocus();
    expect(legal).toHaveValue('г. Алматы, ул. Толе би, 101, корпус 2');
    expect(legal).toHaveAccessibleDescription(/Слишком длинное значение/);
  });

  it('says a service failure where the buttons are, and keeps the form', async () => {
    const user = userEvent.setup();
    renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend({
        answers: { updateAccountInfo: () => errorJson(500, 'SERVICE_ERROR', 'boom') },
      }),
    });
    await openEdit(user);
    await user.type(screen.getByRole('textbox', { name: 'Номер офиса или квартиры' }), '7');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(screen.getByRole('textbox', { name: 'Номер офиса или квартиры' })).toHaveValue('7');
  });

  it('an office written into the address has no second row saying «Не указано»', async () => {
    renderOnSite(<ProfileScreen />, { signedIn: true, handler: cabinetBackend() });
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    expect(value('Фактический адрес')).toBe('г. Алматы, ул. Толе би, 101, офис 12');
    expect(screen.queryByText('Номер офиса или квартиры', { selector: 'dt' })).toBeNull();
  });

  it('«Отмена» leaves without saving, focus back on «Изменить»', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    await openEdit(user);
    await user.type(screen.getByRole('textbox', { name: 'Номер офиса или квартиры' }), '99');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Изменить' })).toHaveFocus();
    expect(screen.queryByText('Номер офиса или квартиры', { selector: 'dt' })).toBeNull();
    expect(requests('/update-account-info')).toHaveLength(0);
  });

  it('«Выйти» revokes the session and reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const { api, requests, tokens } = renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend({ answers: { revokeToken: () => ({ revoked: true }) } }),
    });
    vi.spyOn(api, 'reload').mockImplementation(reload);
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests('/revoke-token')[0]?.body).toEqual({ token: 'refresh-1' });
    expect(tokens.getAccess()).toBeNull();
  });

  it('offers «Повторить» when the profile cannot be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderOnSite(<ProfileScreen />, {
      signedIn: true,
      handler: cabinetBackend({
        answers: {
          accountInfo: (call) =>
            calls++ === 0 ? errorJson(503, 'SERVICE_ERROR') : call.fallback(),
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить данные компании',
    );
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
  });
});
