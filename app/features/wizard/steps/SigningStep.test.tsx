import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { errorJson } from '../../api/testing.ts';
import { LoginScreen } from '../../auth/index.ts';
import { NCALAYER_FRAMES, FakeNcaLayerSocket } from '../../eds/testing.ts';
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

const onPhoneScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));

/** «Договор подписан»: focused, the way named, the signature card's page linked; then on. */
async function expectSignedConfirmation(
  onAdvance: ReturnType<typeof vi.fn>,
  channel: string,
): Promise<void> {
  const heading = await screen.findByRole('heading', { name: 'Договор подписан' });
  await waitFor(() => expect(heading).toHaveFocus());
  const section = heading.closest('section') as HTMLElement;
  expect(section).toHaveTextContent(
    `Договор по заявке № IN-2026-000123 подписан. Способ: ${channel}.`,
  );
  expect(
    within(section).getByRole('link', { name: 'Подпись и договор — на странице заявки' }),
  ).toHaveAttribute('href', '/profile-applications/internet/opp-1');
  // The wizard waits for the person: nothing moves on until «Продолжить».
  expect(onAdvance).not.toHaveBeenCalled();
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Продолжить' }));
  expect(onAdvance).toHaveBeenCalledWith(signed);
}

const EGOV_QR = 'mobileSign:https://biz.example.kz/api/v1/egov/mgovSign?id=abc';
const EGOV_STARTED = {
  signSessionId: 'abc',
  qrText: EGOV_QR,
  launchLink: `https://m.egov.kz/mobileSign/?link=${encodeURIComponent(EGOV_QR.slice(11))}`,
  expiresAt: '2026-03-02T09:03:00+05:00',
};

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

  it('signs by an SMS code to the application’s phone, says «Договор подписан», then hands the signed application on', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance } = renderSigning();
    await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать кодом из СМС' }));
    expect(await screen.findByRole('heading', { name: 'Введите код из СМС' })).toHaveFocus();
    expect(screen.getByText(/\+7 701 \*\*\* \*\* 67/)).toBeVisible();
    expect(requests('/sms/send')[0]?.body).toEqual({ phone: '+77011234567', purpose: 'sign' });
    await user.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '1234');
    await expectSignedConfirmation(onAdvance, 'Код из СМС');
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

  it('names the three ways in the intro and offers them as three equal choices, NCALayer’s how-to folded', async () => {
    const user = userEvent.setup();
    const { container } = renderSigning();
    await screen.findByRole('region', { name: 'Договор о предоставлении услуг связи' });
    expect(
      screen.getByText(
        'Ознакомьтесь с договором и подпишите его одним из трёх способов: ЭЦП через NCALayer, в приложении eGov Business или кодом из СМС.',
      ),
    ).toBeVisible();
    const group = screen.getByRole('group', { name: 'Как подписать' });
    const choices = within(group).getAllByRole('listitem', { name: undefined });
    const cards = choices.filter((item) => item.parentElement?.tagName === 'UL');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['ЭЦП через NCALayer', 'eGov Business', 'Код из СМС']);
    // One button each, of one kind: none of them is the lesser way.
    const buttons = cards.map((card) => within(card).getByRole('button'));
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Подписать ЭЦП',
      'Подписать в eGov Business',
      'Подписать кодом из СМС',
    ]);
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    // The how-to is there, closed until asked for.
    const step = screen.getByText('Установите и запустите NCALayer на этом компьютере.');
    expect(step).not.toBeVisible();
    await user.click(screen.getByText('Как это работает'));
    expect(step).toBeVisible();
    // Not a phone: no phone notice, the QR hint.
    expect(screen.queryByText('С телефона можно войти и подписать договор')).toBeNull();
    expect(buttons[1]).toHaveAccessibleDescription(/Отсканируйте QR-код/);
    await expectNoAxeViolations(container);
  });

  it('signs by EDS through NCALayer, then says «Договор подписан» with the signature card’s link', async () => {
    const sockets: FakeNcaLayerSocket[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends FakeNcaLayerSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
    );
    const user = userEvent.setup();
    const { requests, onAdvance } = renderSigning({
      signData: () => ({
        opportunityId: 'opp-1',
        documentId: 'contract-IN-2026-000123',
        documentName: 'contract-IN-2026-000123.html',
        digest: 'ab',
        dataToSign: 'YQ==',
      }),
    });
    try {
      await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
      await user.click(screen.getByRole('button', { name: 'Подписать ЭЦП' }));
      await waitFor(() => expect(sockets).toHaveLength(1));
      const layer = sockets[0] as FakeNcaLayerSocket;
      layer.open();
      await waitFor(() => expect(layer.sent).toHaveLength(1));
      layer.receive(NCALAYER_FRAMES.signed);
      await expectSignedConfirmation(onAdvance, 'ЭЦП через NCALayer');
      expect(requests('/sign-documents')[0]?.body).toMatchObject({ method: 'eds' });
    } finally {
      // The page's one NCALayer client outlives this test: let it see its socket go.
      for (const socket of sockets) socket.drop();
    }
  });

  it('signs in eGov Business, then says «Договор подписан» instead of jumping to the next step', async () => {
    const user = userEvent.setup();
    const { onAdvance } = renderSigning({
      egovSignStart: () => EGOV_STARTED,
      egovSignStatus: () => ({
        status: 'signed',
        expiresAt: '2026-03-02T09:03:00+05:00',
        application: signed,
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать в eGov Business' }));
    await screen.findByRole('img', { name: 'QR-код для подписи договора в eGov Business' });
    await screen.findByRole('heading', { name: 'Договор подписан' }, { timeout: 10_000 });
    expect(screen.queryByRole('img', { name: /QR-код/ })).toBeNull();
    await expectSignedConfirmation(onAdvance, 'ЭЦП в eGov Business по QR-коду');
  });

  it('on a phone: the §2.18 notice in the words of /auth, and eGov’s launch as the main action, the QR folded', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const { container, unmount } = renderSigning({ egovSignStart: () => EGOV_STARTED });
    await screen.findByRole('region', { name: 'Договор о предоставлении услуг связи' });
    const title = 'С телефона можно войти и подписать договор';
    const notice = screen.getByText(title).closest('[role]') as HTMLElement;
    expect(notice).toHaveAttribute('role', 'status');
    const atSigning = notice.textContent;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Подписать в eGov Business' }),
    ).toHaveAccessibleDescription('Приложение eGov Business откроется на этом телефоне.');
    await expectNoAxeViolations(container);

    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Подписать в eGov Business' }));
    const launch = await screen.findByRole('link', { name: 'Открыть в eGov Business' });
    expect(launch).toHaveAttribute('href', EGOV_STARTED.launchLink);
    const qr = screen.getByRole('img', { name: 'QR-код для подписи договора в eGov Business' });
    expect(qr).not.toBeVisible();
    // The launch comes before the QR, which waits behind its disclosure.
    expect(launch.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByText('Показать QR-код для другого телефона'));
    expect(qr).toBeVisible();
    unmount();

    // The same component, the same words on /auth.
    renderOnSite(<LoginScreen />, { handler: wizardBackend() });
    expect(screen.getByText(title).closest('[role]')?.textContent).toBe(atSigning);
  });

  it('offers the three ways in Kazakh', async () => {
    renderSigning({}, 'kk');
    expect(await screen.findByRole('button', { name: 'ЭЦҚ-мен қол қою' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'eGov Business-те қол қою' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'NCALayer арқылы ЭЦҚ' })).toBeVisible();
    expect(screen.getByText('Бұл қалай жұмыс істейді')).toBeVisible();
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
    const qrText = EGOV_QR;
    const { container } = renderSigning({
      egovSignStart: () => EGOV_STARTED,
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
