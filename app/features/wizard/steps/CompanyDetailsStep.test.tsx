import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { BLANK_PROFILE } from '../../../test/fixtures.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { errorJson, hang } from '../../api/testing.ts';
import {
  IBAN,
  internetApplication,
  mobileApplication,
  wizardBackend,
  type Answers,
} from '../testing.ts';
import { CompanyDetailsStep, detailsOf } from './CompanyDetailsStep.tsx';

const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

/** A company whose profile holds every detail. */
const PROFILE = {
  ...BLANK_PROFILE,
  headPositionId: 'director',
  headPosition: 'Директор',
  bankId: 'halyk',
  bankName: 'АО «Народный сберегательный банк Казахстана»',
  iban: IBAN,
  legalAddress: 'г. Алматы, ул. Толе би, 101',
  actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
  flat: '12',
};

const sent = internetApplication('DataUpdate');

function renderDetails(
  application = internetApplication('Qualification'),
  overrides: Answers = {},
) {
  const onAdvance = vi.fn();
  const view = renderOnSite(
    <CompanyDetailsStep application={application} onAdvance={onAdvance} />,
    {
      handler: wizardBackend({
        accountInfo: () => PROFILE,
        updateApplication: () => sent,
        mobileUpdateApplication: () => sent,
        ...overrides,
      }),
      signedIn: true,
    },
  );
  return { onAdvance, ...view };
}

describe('detailsOf', () => {
  it('starts from the application, else the profile; an office’s actual address is its line', () => {
    const fresh = internetApplication('Qualification');
    expect(detailsOf(fresh, null)).toMatchObject({
      positionId: null,
      actualAddress: 'г. Алматы, ул. Сатпаева, 30',
    });
    expect(detailsOf(fresh, PROFILE)).toMatchObject({
      positionId: 'director',
      iban: IBAN,
      actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
    });
    const stored = internetApplication('Qualification', {
      company: { ...fresh.company, lawAddress: 'г. Астана, пр. Республики, 1' },
    });
    expect(detailsOf(stored, PROFILE).legalAddress).toBe('г. Астана, пр. Республики, 1');
  });
});

describe('CompanyDetailsStep', () => {
  it('complete details are shown to check, by name, and sent as they are', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance, container } = renderDetails();
    expect(await screen.findByText('Директор')).toBeVisible();
    expect(await screen.findByText('АО «Народный сберегательный банк Казахстана»')).toBeVisible();
    expect(screen.getByText(IBAN)).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalledWith(sent));
    expect(requests('/update-application')[0]?.body).toEqual({
      opportunityId: 'opp-1',
      positionId: 'director',
      bankId: 'halyk',
      iban: IBAN,
      lawAddress: 'г. Алматы, ул. Толе би, 101',
      factAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
      flat: '12',
    });
  });

  it('never shows a list’s id: a loader while it loads, its failure with «Повторить», then the name', async () => {
    const user = userEvent.setup();
    let banksFail = true;
    renderDetails(internetApplication('Qualification'), {
      positions: ({ request }) => hang(request),
      banks: (call) => (banksFail ? errorJson(503, 'SERVICE_ERROR') : call.fallback()),
    });
    const row = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(await screen.findByText('Должность руководителя', { selector: 'dt' })).toBeVisible();
    // The positions never come: a loader, not «director».
    expect(within(row('Должность руководителя')).getByRole('status')).toBeInTheDocument();
    expect(row('Должность руководителя')).not.toHaveTextContent('director');
    // The banks fail: said so, with «Повторить», not «halyk».
    await within(row('Банк')).findByText('Не удалось загрузить список банков');
    expect(row('Банк')).not.toHaveTextContent('halyk');
    banksFail = false;
    await user.click(within(row('Банк')).getByRole('button', { name: 'Повторить' }));
    expect(
      await within(row('Банк')).findByText('АО «Народный сберегательный банк Казахстана»'),
    ).toBeVisible();
  });

  it('«Изменить» opens the fields, «Отмена» goes back; a mobile application sends its own call', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance } = renderDetails(mobileApplication('Qualification'));
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(screen.getByText('Заполните данные компании: они войдут в договор.')).toHaveFocus();
    const legal = screen.getByRole('textbox', { name: /^Юридический адрес/ });
    await user.clear(legal);
    await user.paste('г. Алматы, пр. Абая, 52');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalled());
    expect(requests('/mobile-update-application')[0]?.body).toMatchObject({
      opportunityId: 'opp-m1',
      lawAddress: 'г. Алматы, пр. Абая, 52',
    });
    expect(
      requests('/update-application').filter((r) => r.path.endsWith('/creatio/update-application')),
    ).toHaveLength(0);
  });

  it('reads the banks and positions once: «Изменить» → «Отмена» → «Изменить» asks nothing again', async () => {
    const user = userEvent.setup();
    const { requests } = renderDetails(internetApplication('Qualification'));
    const row = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    // The details view names the bank from its list: both lists have been read once.
    await screen.findByText('Банк', { selector: 'dt' });
    expect(
      await within(row('Банк')).findByText('АО «Народный сберегательный банк Казахстана»'),
    ).toBeVisible();
    // Each list answered once (a read the step dropped while the session's company was still
    // loading was aborted, not answered).
    const answered = (path: string) => requests(path).filter((r) => !r.signal?.aborted);
    expect(answered('/banks')).toHaveLength(1);
    expect(answered('/positions')).toHaveLength(1);
    const before = { banks: requests('/banks').length, positions: requests('/positions').length };
    for (let round = 0; round < 2; round++) {
      await user.click(screen.getByRole('button', { name: 'Изменить' }));
      expect(await screen.findByRole('combobox', { name: /^Банк/ })).toHaveTextContent(
        'АО «Народный сберегательный банк Казахстана»',
      );
      await user.click(screen.getByRole('button', { name: 'Отмена' }));
      expect(await within(row('Банк')).findByText(/Народный сберегательный банк/)).toBeVisible();
    }
    expect(requests('/banks')).toHaveLength(before.banks);
    expect(requests('/positions')).toHaveLength(before.positions);
  });

  it('missing details open the fields at once and are asked for, charter warning and all', async () => {
    const user = userEvent.setup();
    const { requests } = renderDetails(internetApplication('Qualification'), {
      accountInfo: () => BLANK_PROFILE,
    });
    const position = await screen.findByRole('combobox', { name: /^Должность руководителя/ });
    expect(position).toHaveAccessibleDescription(/должна точно совпадать с указанной в уставе/);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Выберите должность руководителя');
    expect(summary).toHaveTextContent('Введите юридический адрес');
    expect(requests('/update-application')).toHaveLength(0);
  });

  it('a field the server refuses is shown open at its field, nothing else changed', async () => {
    const user = userEvent.setup();
    renderDetails(internetApplication('Qualification'), {
      updateApplication: () =>
        errorJson(422, 'VALIDATION_FAILED', 'x', {
          fields: { iban: { code: 'IBAN_BANK_MISMATCH', message: 'x' } },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Продолжить' }));
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveTextContent('Счёт не относится к выбранному банку');
    expect(screen.getByRole('textbox', { name: /^Юридический адрес/ })).toHaveValue(
      'г. Алматы, ул. Толе би, 101',
    );
  });
});
