import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { errorJson } from '../../api/testing.ts';
import { internetApplication, wizardBackend, type Answers } from '../testing.ts';
import { SigningStep } from './SigningStep.tsx';

const application = internetApplication('SolutionOnClient');
const signed = internetApplication('SignatureProcessing');

const SMS_SENT = {
  maskedPhone: '+7 701 *** ** 67',
  codeLength: 4,
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

function renderSigning(overrides: Answers = {}, locale: 'ru' | 'kk' = 'ru') {
  const onAdvance = vi.fn();
  const view = renderOnSite(<SigningStep application={application} onAdvance={onAdvance} />, {
    handler: wizardBackend({
      smsSend: () => SMS_SENT,
      smsCheck: () => ({ proofToken: 'proof-1', expiresInSeconds: 600 }),
      signDocuments: () => signed,
      ...overrides,
    }),
    signedIn: true,
    locale,
  });
  return { onAdvance, ...view };
}

const consent = () => screen.getByRole('checkbox', { name: /Я ознакомился с документами выше/ });

describe('SigningStep', () => {
  it('shows the contract in a scrollable region, sanitised, with its headings under the step', async () => {
    const { container } = renderSigning();
    const region = await screen.findByRole('region', {
      name: 'Договор о предоставлении услуг связи',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Договор о предоставлении услуг связи № IN-2026-000123',
    );
    expect(within(region).getByRole('heading', { level: 4 })).toHaveTextContent('2. Абонент');
    expect(region).toHaveTextContent('180440000128');
    expect(region.querySelector('script, img, style')).toBeNull();
    expect((window as { contractRan?: boolean }).contractRan).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Скачать договор' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('needs the consent first, said at the box and in the summary', async () => {
    const user = userEvent.setup();
    const { requests } = renderSigning();
    await screen.findByRole('region', { name: 'Договор о предоставлении услуг связи' });
    await user.click(screen.getByRole('button', { name: 'Подписать кодом из СМС' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    const words = 'Подтвердите, что ознакомились с документами и осведомлены об условиях договора';
    expect(summary).toHaveTextContent(words);
    expect(consent()).toHaveAccessibleDescription(new RegExp(words));
    expect(requests('/sms/send')).toHaveLength(0);
  });

  it('signs by an SMS code to the application’s phone, then hands the signed application on', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance } = renderSigning();
    await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать кодом из СМС' }));
    expect(await screen.findByRole('heading', { name: 'Введите код из СМС' })).toHaveFocus();
    expect(screen.getByText(/\+7 701 \*\*\* \*\* 67/)).toBeVisible();
    expect(requests('/sms/send')[0]?.body).toEqual({ phone: '+77011234567', purpose: 'sign' });
    await user.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '1234');
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalledWith(signed));
    expect(requests('/sms/check')[0]?.body).toEqual({
      phone: '+77011234567',
      purpose: 'sign',
      code: '1234',
    });
    expect(requests('/sign-documents')[0]?.body).toEqual({
      opportunityId: 'opp-1',
      consent: true,
      method: 'sms',
      smsProof: 'proof-1',
    });
  });

  it('a wrong code is said at the code; going back keeps the consent ticked', async () => {
    const user = userEvent.setup();
    renderSigning({
      smsCheck: () => errorJson(422, 'SMS_CODE_INVALID', 'x', { params: { attemptsLeft: 2 } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать кодом из СМС' }));
    const code = await screen.findByRole('textbox', { name: 'Код из СМС' });
    await user.type(code, '0000');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/Код введён неверно/));
    await user.click(screen.getByRole('button', { name: 'Вернуться к договору' }));
    expect(consent()).toBeChecked();
    expect(consent()).toHaveFocus();
  });

  it('a failed send is said in the form; nothing is lost', async () => {
    const user = userEvent.setup();
    renderSigning({ smsSend: () => errorJson(500, 'SERVICE_ERROR') });
    await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать кодом из СМС' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(consent()).toBeChecked();
  });

  it.each([
    [
      'ru',
      'Подписать ЭЦП',
      /ваш личный ключ для подписи .*выданный на ИИН индивидуального предпринимателя/,
    ],
    ['kk', 'ЭЦҚ-мен қол қою', /жеке кәсіпкердің ЖСН-іне берілген қол қоюға арналған жеке кілтіңіз/],
  ] as const)(
    '%s: asks a sole proprietor for the owner’s personal key, not a First Head’s',
    async (locale, eds, hint) => {
      renderOnSite(
        <SigningStep application={{ ...application, bin: '910405300814' }} onAdvance={vi.fn()} />,
        { handler: wizardBackend(), signedIn: true, locale },
      );
      const button = await screen.findByRole('button', { name: eds });
      expect(button).toHaveAccessibleDescription(hint);
      expect(button).not.toHaveAccessibleDescription(/первого руководителя|бірінші басшының/);
    },
  );

  it('offers both ways in Kazakh', async () => {
    renderSigning({}, 'kk');
    expect(await screen.findByRole('button', { name: 'ЭЦҚ-мен қол қою' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'SMS-кодпен қол қою' })).toHaveAccessibleDescription(
      /\+7 \(701\) 123-45-67/,
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'Жоғарыдағы құжаттармен таныстым және шарт талаптарынан хабардармын',
      }),
    ).toBeVisible();
  });

  it('a signature the state register refuses reads the application again and hands on its VerificationFailed', async () => {
    const user = userEvent.setup();
    const failed = internetApplication('VerificationFailed');
    const { requests, onAdvance } = renderSigning({
      signDocuments: () => errorJson(422, 'EDS_VERIFICATION_FAILED'),
      fixApplicationDetail: () => failed,
    });
    await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать кодом из СМС' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '1234');
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalledWith(failed));
    expect(requests('/fix/application-detail')).toHaveLength(1);
  });

  it('eGov QR: the code as an SVG QR with its launch link, then the refusal the backend learned, focused, axe-clean', async () => {
    const user = userEvent.setup();
    const qrText = 'mobileSign:https://biz.example.kz/api/v1/egov/mgovSign?id=abc';
    const { container } = renderSigning({
      egovSignStart: () => ({
        signSessionId: 'abc',
        qrText,
        launchLink: `https://m.egov.kz/mobileSign/?link=${encodeURIComponent(qrText.slice(11))}`,
        expiresAt: '2026-03-02T09:03:00+05:00',
      }),
      egovSignStatus: () => ({
        status: 'refused',
        expiresAt: '2026-03-02T09:03:00+05:00',
        refusal: {
          code: 'EDS_SIGN_DATA_MISMATCH',
          message: 'Не совпадают данные документа для подписи',
          reason: 'CONTENT_MISMATCH',
        },
      }),
    });
    await screen.findByRole('region', { name: 'Договор о предоставлении услуг связи' });
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Подписать в eGov Business' }));
    const qr = await screen.findByRole('img', {
      name: 'QR-код для подписи договора в eGov Business',
    });
    expect(qr).toHaveAttribute('data-qr', qrText);
    expect(screen.getByRole('link', { name: 'Открыть в eGov Business' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/m\.egov\.kz\/mobileSign\/\?link=https%3A/),
    );
    expect(screen.getByText(/Код действует ещё \d:\d\d/)).toBeVisible();
    await expect
      .poll(() => document.activeElement?.textContent, { timeout: 10_000 })
      .toBe('Подпись в eGov Business');
    expect(
      await screen.findByText('Не совпадают данные документа для подписи', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    // Focus moves in an effect after the refusal is drawn: on a busy machine, a moment later.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-egov', 'refused'));
    expect(screen.getByRole('button', { name: 'Показать новый код' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
