import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuccessCase } from '../../../contract/domain.ts';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { fakeBackend, type Answers } from '../../test/backend.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { CaseForm } from './CaseForm.tsx';
import { CaseList } from './CaseList.tsx';
import { gifBytes, imageFile, pngBytes } from './testImages.ts';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  // jsdom has no object URLs; the preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const SENT = {
  maskedPhone: '+7 701 *** ** 67',
  codeLength: 4,
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

/** The form's calls by name, held to the contract (`fakeBackend`); the code is 1234. */
function backend(overrides: Answers = {}) {
  return fakeBackend(
    {
      smsSend: () => SENT,
      smsCheck: ({ input }) =>
        input.code === '1234'
          ? { proofToken: 'proof-1', expiresInSeconds: 600 }
          : errorJson(422, 'SMS_CODE_INVALID', 'Код введён неверно', {
              params: { attemptsLeft: 2 },
            }),
      successCaseSubmit: () => ({ caseId: 'c-1', moderation: 'pending', remainingToday: 2 }),
    },
    overrides,
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const photoInput = () => screen.getByLabelText(/^Фото/) as HTMLInputElement;

async function fillForm(user: User) {
  await user.type(field(/^Название продукта/), 'Виртуальная АТС');
  await user.type(field(/^Имя и фамилия/), 'Айгерим Сапарова');
  await user.type(field(/^Название компании/), 'ТОО «Степной Логистик»');
  await user.type(field(/^Должность/), 'Операционный директор');
  await user.type(field(/^Электронная почта/), 'a.saparova@stepnoy.kz');
  await user.type(field(/^Бизнес-проблемы и задачи/), 'Терялись звонки клиентов');
  await user.type(field(/^Решение с помощью продукта «Виртуальная АТС»/), 'Один номер и очередь');
  await user.type(field(/^Результаты/), 'Пропущенных звонков почти нет');
  await user.upload(photoInput(), imageFile(pngBytes(1200, 800), 'office.png', 'image/png'));
  await screen.findByText('Выбрано: office.png, 1200×800');
}

async function confirmPhone(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Подтвердите номер телефона' });
  await user.type(within(dialog).getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
  await user.click(within(dialog).getByRole('checkbox', { name: /сбор, обработку и хранение/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
  return dialog;
}

describe('CaseForm', () => {
  it('lists every missing field in the error summary, focused, and at each field', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<CaseForm />, { handler: backend() });
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Введите название продукта',
      'Введите имя и фамилию',
      'Введите название компании',
      'Введите должность',
      'Введите адрес электронной почты',
      'Опишите бизнес-проблемы и задачи',
      'Опишите решение',
      'Опишите результаты',
      'Выберите фото',
    ]);
    expect(field(/^Должность/)).toHaveAttribute('aria-invalid', 'true');
    // the list the CRM refuses is named before anyone types (§5)
    expect(field(/^Должность/)).toHaveAccessibleDescription(
      `Не используйте символы: ${'!”№%:%:,.(;)_+=-№$'} Ошибка: Введите должность`,
    );
    expect(photoInput()).toHaveAccessibleDescription(
      'JPG или PNG, не меньше 600×400 пикселей и не больше 5 МБ Ошибка: Выберите фото',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('refuses the forbidden characters in text fields, at the field while typing and on send', async () => {
    const user = userEvent.setup();
    renderOnSite(<CaseForm />, { handler: backend() });
    await user.type(field(/^Название компании/), 'ТОО "Ромашка"!');
    expect(field(/^Название компании/)).toHaveAccessibleDescription(
      'Не используйте символы: !”№%:%:,.(;)_+=-№$ Ошибка: Недопустимые символы: !”№%:%:,.(;)_+=-№$',
    );
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(
      within(summary).getByRole('link', { name: 'Недопустимые символы: !”№%:%:,.(;)_+=-№$' }),
    ).toHaveAttribute('href', `#${field(/^Название компании/).id}`);
    expect(field(/^Название компании/)).toHaveValue('ТОО "Ромашка"!');
    // The e-mail is not a CRM text: its dot and at-sign are fine.
    await user.type(field(/^Электронная почта/), 'a.b@c.kz');
    expect(field(/^Электронная почта/)).not.toHaveAccessibleDescription(/Недопустимые символы/);
  });

  it('checks the photo as soon as it is chosen: too small, wrong format (whatever the name), fine', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<CaseForm />, { handler: backend() });
    await user.upload(photoInput(), imageFile(pngBytes(300, 200), 'small.png', 'image/png'));
    expect(await screen.findByText('Минимальный размер фото: 600x400')).toBeVisible();
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(photoInput(), imageFile(gifBytes(), 'photo.png', 'image/png'));
    expect(await screen.findByText('Неверный формат фото')).toBeVisible();

    await user.upload(photoInput(), imageFile(pngBytes(1200, 800), 'office.png', 'image/png'));
    expect(await screen.findByText('Выбрано: office.png, 1200×800')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Выбранное фото' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(photoInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Неверный формат фото')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('confirms the phone by SMS in the dialog, sends the case as multipart and says «Кейс отправлен»', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<CaseForm />, { handler: backend() });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите номер телефона' });
    expect(within(dialog).getByRole('textbox', { name: /Номер телефона/ })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    expect(within(dialog).getByRole('textbox', { name: /Номер телефона/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const consent = within(dialog).getByRole('checkbox', { name: /сбор, обработку и хранение/ });
    expect(consent).toHaveAccessibleDescription('Ошибка: Необходимо ваше согласие');
    // Its label links the notice in a new tab: the dialog and the case stay as they are.
    const notice = within(dialog).getByRole('link', {
      name: 'уведомлением об обработке персональных данных (откроется в новой вкладке)',
    });
    expect(notice).toHaveAttribute('href', '/personal-data');
    expect(notice).toHaveAttribute('target', '_blank');
    expect(requests('/sms/send')).toHaveLength(0);

    await confirmPhone(user);
    expect(
      await within(dialog).findByRole('heading', { name: 'Введите код из СМС' }),
    ).toHaveFocus();
    expect(dialog).toHaveTextContent('Мы отправили код на номер +7 701 *** ** 67.');
    expect(requests('/sms/send')[0]!.body).toEqual({ phone: '+77011234567', purpose: 'case' });

    await user.type(within(dialog).getByRole('textbox', { name: /Код/ }), '1234');
    const done = await screen.findByRole('alertdialog', { name: 'Кейс отправлен' });
    expect(done).toHaveAccessibleDescription('Спасибо! Кейс появится на сайте после модерации.');
    expect(screen.queryByRole('dialog', { name: 'Подтвердите номер телефона' })).toBeNull();

    const sent = requests('/success-cases/submit')[0]!;
    expect(sent.method).toBe('POST');
    const body = sent.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'photo'))).toEqual({
      productName: 'Виртуальная АТС',
      name: 'Айгерим Сапарова',
      companyName: 'ТОО «Степной Логистик»',
      position: 'Операционный директор',
      email: 'a.saparova@stepnoy.kz',
      problem: 'Терялись звонки клиентов',
      solution: 'Один номер и очередь',
      results: 'Пропущенных звонков почти нет',
      phone: '+77011234567',
      consent: 'true',
      smsProof: 'proof-1',
    });
    expect((body.get('photo') as File).name).toBe('office.png');

    await user.click(within(done).getByRole('button', { name: 'Хорошо, закрыть' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field(/^Название продукта/)).toHaveValue('');
    expect(screen.queryByText(/Выбрано:/)).toBeNull();
  });

  it('a wrong code says so and keeps the dialog; nothing is sent', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<CaseForm />, { handler: backend() });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const dialog = await confirmPhone(user);
    const codeInput = await within(dialog).findByRole('textbox', { name: /Код/ });
    await user.type(codeInput, '9999');
    await waitFor(() => expect(codeInput).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog).toHaveTextContent(/Код введен неверно|Код введён неверно/);
    expect(requests('/success-cases/submit')).toHaveLength(0);
  });

  it('past the daily limit: «Превышен лимит на отправку заявок», and everything typed stays', async () => {
    const user = userEvent.setup();
    renderOnSite(<CaseForm />, {
      handler: backend({
        successCaseSubmit: () =>
          errorJson(429, 'CASE_LIMIT_REACHED', 'Превышен лимит', { params: { limit: 3 } }),
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const dialog = await confirmPhone(user);
    await user.type(await within(dialog).findByRole('textbox', { name: /Код/ }), '1234');
    const limit = await screen.findByRole('alertdialog', {
      name: 'Превышен лимит на отправку заявок',
    });
    expect(limit).toHaveAccessibleDescription('В день можно отправлять максимум 3 заявки');
    await user.click(within(limit).getByRole('button', { name: 'Хорошо, закрыть' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field(/^Должность/)).toHaveValue('Операционный директор');
    expect(screen.getByText('Выбрано: office.png, 1200×800')).toBeVisible();
  });

  it('a phone past the daily limit is told when it asks for the code: no code step, no SMS', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<CaseForm />, {
      handler: backend({
        smsSend: () =>
          errorJson(429, 'CASE_LIMIT_REACHED', 'Превышен лимит', { params: { limit: 3 } }),
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    await confirmPhone(user);
    const limit = await screen.findByRole('alertdialog', {
      name: 'Превышен лимит на отправку заявок',
    });
    expect(limit).toHaveAccessibleDescription('В день можно отправлять максимум 3 заявки');
    expect(screen.queryByRole('dialog', { name: 'Подтвердите номер телефона' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Код/ })).toBeNull();
    expect(requests('/sms/send')).toHaveLength(1);
    expect(requests('/success-cases/submit')).toHaveLength(0);
    await user.click(within(limit).getByRole('button', { name: 'Хорошо, закрыть' }));
    expect(field(/^Должность/)).toHaveValue('Операционный директор');
  });

  it('a field the backend refuses goes back to the form summary; the proof is reused, no new SMS', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { requests } = renderOnSite(<CaseForm />, {
      handler: backend({
        successCaseSubmit: () =>
          refuse
            ? errorJson(422, 'VALIDATION_FAILED', 'Ошибка', {
                fields: {
                  photo: {
                    code: 'CASE_PHOTO_TOO_SMALL',
                    message: 'Минимальный размер фото: 600x400',
                  },
                },
              })
            : { caseId: 'c-2', moderation: 'pending', remainingToday: 1 },
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const dialog = await confirmPhone(user);
    await user.type(await within(dialog).findByRole('textbox', { name: /Код/ }), '1234');
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Минимальный размер фото: 600x400');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field(/^Имя и фамилия/)).toHaveValue('Айгерим Сапарова');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const again = await screen.findByRole('dialog', { name: 'Подтвердите номер телефона' });
    expect(within(again).getByRole('textbox', { name: /Номер телефона/ })).toHaveValue(
      '+7 (701) 123-45-67',
    );
    await user.click(within(again).getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alertdialog', { name: 'Кейс отправлен' })).toBeVisible();
    expect(requests('/sms/send')).toHaveLength(1);
    expect((requests('/success-cases/submit')[1]!.body as FormData).get('smsProof')).toBe(
      'proof-1',
    );
  });

  it('a service failure is said in the dialog, which stays open to try again', async () => {
    const user = userEvent.setup();
    renderOnSite(<CaseForm />, {
      handler: backend({ successCaseSubmit: () => errorJson(500, 'SERVICE_ERROR', 'x') }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const dialog = await confirmPhone(user);
    await user.type(await within(dialog).findByRole('textbox', { name: /Код/ }), '1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(screen.getByRole('dialog', { name: 'Подтвердите номер телефона' })).toBeVisible();
  });

  it('ignores a resend the person left behind: its late failure is not shown on the phone step', async () => {
    const user = userEvent.setup();
    let sends = 0;
    let failResend: () => void = () => {};
    const { settled } = renderOnSite(<CaseForm />, {
      handler: backend({
        smsSend: () =>
          ++sends === 1
            ? { ...SENT, resendAfterSeconds: 0 }
            : new Promise<Response>((resolve) => {
                failResend = () => resolve(errorJson(500, 'SERVICE_ERROR', 'x'));
              }),
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить кейс' }));
    const dialog = await confirmPhone(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Отправить код повторно' }));
    await waitFor(() => expect(sends).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Изменить номер' }));
    failResend();
    await settled();
    expect(within(dialog).getByRole('textbox', { name: /Номер телефона/ })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('in Kazakh: Kazakh labels, the solution label with the product, Kazakh photo errors', async () => {
    const user = userEvent.setup();
    renderOnSite(<CaseForm />, { locale: 'kk', handler: backend() });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Кейспен бөлісу');
    await user.type(field(/^Өнім атауы/), 'Виртуалды АТС');
    expect(field(/^«Виртуалды АТС» өнімі арқылы шешім/)).toBeVisible();
    await user.upload(
      screen.getByLabelText(/^Фото/),
      imageFile(pngBytes(300, 200), 'a.png', 'image/png'),
    );
    expect(await screen.findByText('Фотоның ең кіші өлшемі: 600x400')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Кейсті жіберу' }));
    expect(screen.getByRole('group', { name: 'Қателерді түзетіңіз' })).toHaveTextContent(
      'Аты-жөніңізді енгізіңіз',
    );
  });
});

const CASE: SuccessCase = {
  id: 'case-1',
  productName: 'Виртуальная АТС',
  authorName: 'Айгерим Сапарова',
  companyName: 'ТОО «Степной Логистик»',
  position: 'Операционный директор',
  problem: 'Терялись звонки',
  solution: 'Очередь и меню',
  results: 'Звонки не теряются',
  photoUrl: '/api/v1/success-cases/photo?id=case-1',
  publishedDate: '2026-11-21',
  locale: 'ru',
};

describe('CaseList', () => {
  it('shows the prerendered cases, then what the backend has now', async () => {
    const fresh = { ...CASE, id: 'case-2', companyName: 'ТОО «Номад Фуд»' };
    const { container } = renderOnSite(<CaseList cases={[CASE]} />, {
      handler: fakeBackend({ successCases: () => ({ cases: [fresh, CASE] }) }),
    });
    const first = screen
      .getByRole('heading', { level: 3, name: 'ТОО «Степной Логистик»' })
      .closest('li')!;
    expect(within(first).getByRole('img')).toHaveAccessibleName(
      'Айгерим Сапарова, ТОО «Степной Логистик»',
    );
    expect(within(first).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v1/success-cases/photo?id=case-1',
    );
    expect(first).toHaveTextContent('Продукт: Виртуальная АТС');
    expect(first).toHaveTextContent('ЗадачаТерялись звонки');
    expect(first).toHaveTextContent('РешениеОчередь и меню');
    expect(first).toHaveTextContent('РезультатЗвонки не теряются');
    expect(within(first).getByText('21 ноября 2026')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'ТОО «Номад Фуд»' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('keeps the prerendered cases when the refresh fails, and says when there are none', async () => {
    const { requests } = renderOnSite(<CaseList cases={[CASE]} />, {
      handler: fakeBackend({ successCases: () => errorJson(500, 'SERVICE_ERROR') }),
    });
    await waitFor(() => expect(requests('/success-cases')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('ТОО «Степной Логистик»');
    renderOnSite(<CaseList cases={[]} />, {
      handler: fakeBackend({ successCases: () => ({ cases: [] }) }),
    });
    expect(
      screen.getByText('Опубликованных кейсов пока нет — ваш может стать первым.'),
    ).toBeVisible();
  });

  it('marks each case with the language it was written in; the page’s own words keep theirs', async () => {
    const ruCase: SuccessCase = { ...CASE, locale: 'ru' };
    const kkCase: SuccessCase = {
      ...CASE,
      id: 'case-kk',
      productName: 'Виртуалды АТС',
      companyName: 'ЖШС «Ақ Жол Тур»',
      problem: 'Қоңыраулар жоғалатын',
      locale: 'kk',
    };
    const { container } = renderOnSite(<CaseList cases={[kkCase, ruCase]} />, {
      locale: 'kk',
      handler: fakeBackend({ successCases: () => ({ cases: [kkCase, ruCase] }) }),
    });
    const [kk, ru] = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-case'));
    expect(kk).toHaveAttribute('lang', 'kk');
    expect(kk!.querySelectorAll('[lang]')).toHaveLength(0);
    expect(ru).toHaveAttribute('lang', 'ru');
    // Inside the Russian case, the Kazakh labels, date and photo description say they are Kazakh.
    expect(within(ru!).getByText('Міндет')).toHaveAttribute('lang', 'kk');
    expect(within(ru!).getByText('Өнім:')).toHaveAttribute('lang', 'kk');
    expect(within(ru!).getByRole('img')).toHaveAttribute('lang', 'kk');
    expect(within(ru!).getByText(/Жарияланған күні/)).toHaveAttribute('lang', 'kk');
    expect(within(ru!).getByText('Терялись звонки').closest('[lang]')).toBe(ru);
    await expectNoAxeViolations(container);
  });

  it('a case in the page’s own language needs no language marks inside', () => {
    renderOnSite(<CaseList cases={[CASE]} />, {
      handler: fakeBackend({ successCases: () => ({ cases: [CASE] }) }),
    });
    const card = screen.getByRole('heading', { level: 3 }).closest('li')!;
    expect(card).toHaveAttribute('lang', 'ru');
    expect(card.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
