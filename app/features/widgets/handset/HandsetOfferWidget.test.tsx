import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../../contract/index.ts';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { createApiClient } from '../../api/index.ts';
import { errorJson, hang, scriptedFetch } from '../../api/testing.ts';
import { fakeBackend, type Answers } from '../../../test/backend.ts';
import { offerIn } from '../../../test/fixtures.ts';
import type { WidgetEvent } from '../core/types.ts';
import { HandsetOfferWidget, type HandsetOfferWidgetProps } from './HandsetOfferWidget.tsx';

const ELIGIBLE = '180440000128';
const NOT_ELIGIBLE = '050440000371';
const TARIFF = { id: 'kense', name: 'Кеңсе', monthlyPrice: 5990 };
/** The offer as the backend says it stands (the seed's period: 20.08.2025–10.11.2025). */
const RUNNING = offerIn('handset-offer', 'running');
const ENDED = offerIn('handset-offer', 'ended');
const UPCOMING = offerIn('handset-offer', 'upcoming');

/** The widget's calls, by name, held to the contract (`fakeBackend`). */
function backend(overrides: Answers = {}) {
  return fakeBackend(
    {
      offers: () => ({ offers: [RUNNING] }),
      pricePlanOffer: ({ input }) => ({
        bin: input.bin,
        eligible: input.bin === ELIGIBLE,
        offer: RUNNING,
        tariff: TARIFF,
      }),
      createLead: () => ({ leadId: 'lead-1' }),
      createOpportunity: () => ({ opportunityId: 'opp-1' }),
    },
    overrides,
  );
}

function setup(
  props: Partial<HandsetOfferWidgetProps> = {},
  handler = backend(),
  timeoutMs?: number,
) {
  const server = scriptedFetch(handler);
  const api = createApiClient({
    baseUrl: '',
    getLocale: () => props.locale ?? 'ru',
    fetch: server.fetch,
    timeoutMs,
  });
  const events: WidgetEvent[] = [];
  const user = userEvent.setup();
  const view = render(
    <HandsetOfferWidget locale="ru" api={api} onEvent={(e) => events.push(e)} {...props} />,
  );
  const requests = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));
  return { ...view, user, events, requests };
}

/** Sends the request with the consent given (ticked once; a retry keeps it). */
async function send(user: ReturnType<typeof userEvent.setup>) {
  const consent = screen.getByRole('checkbox', { name: /персональных данных/ });
  if (!(consent as HTMLInputElement).checked) await user.click(consent);
  await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
}

async function check(user: ReturnType<typeof userEvent.setup>, bin: string) {
  await user.type(await screen.findByRole('textbox', { name: /БИН\/ИИН/ }), bin);
  await user.click(screen.getByRole('button', { name: 'Узнать' }));
}

describe('HandsetOfferWidget', () => {
  it('asks for the company BIN with «Узнать», and validates it before calling', async () => {
    const { user, container, requests } = setup();
    expect(
      screen.getByRole('region', { name: 'Проверьте, доступно ли предложение' }),
    ).toBeVisible();
    // Asked first whether the offer runs today (the embed, the kiosk: no state of a build).
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем, действует ли предложение…');
    await screen.findByRole('textbox', { name: /БИН\/ИИН/ });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Узнать' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link')).toHaveTextContent('Введите БИН или ИИН');
    await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000129');
    await user.click(screen.getByRole('button', { name: 'Узнать' }));
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'БИН или ИИН введён с ошибкой — проверьте цифры',
    );
    expect(requests('/price-plan-offer')).toHaveLength(0);
  });

  it('congratulates an eligible company and sends a lead and an opportunity with the tariff', async () => {
    const { user, container, requests, events } = setup();
    await check(user, ELIGIBLE);
    const heading = await screen.findByRole('heading', { name: 'Поздравляем!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/в числе будущих владельцев смартфонов/)).toBeVisible();
    expect(events).toContainEqual({ type: 'result', widget: 'handset-offer', outcome: 'eligible' });
    expect(screen.getByRole('heading', { name: 'Заявка на подключение' })).toBeVisible();
    expect(screen.getByText('«Кеңсе»')).toBeVisible();
    expect(screen.getByText(/^5\s990 ₸\/мес\.$/)).toBeVisible();
    const bin = screen.getByRole('textbox', { name: /БИН\/ИИН/ });
    expect(bin).toHaveValue(ELIGIBLE);
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: 'Название компании' }), 'Степной Логистик');
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Заявка принята' })).toHaveFocus();
    expect(screen.getByText('Мы свяжемся с вами в ближайшее время.')).toBeVisible();
    expect(requests('/create-lead')[0]?.body).toEqual({
      companyName: 'Степной Логистик',
      phone: '+77011234567',
      bin: ELIGIBLE,
      consent: true,
      tariffId: 'kense',
      productSlug: 'kense-handset-offer',
    });
    expect(requests('/create-opportunity')[0]?.body).toEqual({
      companyName: 'Степной Логистик',
      phone: '+77011234567',
      bin: ELIGIBLE,
      consent: true,
      tariffId: 'kense',
    });
    expect(events.at(-1)).toEqual({ type: 'success', widget: 'handset-offer', requestId: 'opp-1' });
  });

  it('checks a sole proprietor by its IIN, and its request carries the IIN', async () => {
    const { user, requests } = setup();
    await check(user, '910405300814');
    const bin = await screen.findByRole('textbox', { name: /БИН\/ИИН/ });
    await vi.waitFor(() => expect(requests('/price-plan-offer')).toHaveLength(1));
    expect(requests('/price-plan-offer')[0]?.query.get('bin')).toBe('910405300814');
    await vi.waitFor(() => expect(bin).toHaveValue('910405300814'));
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7029104050');
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Заявка принята' })).toBeVisible();
    expect(requests('/create-lead')[0]?.body).toMatchObject({ bin: '910405300814' });
  });

  it('tells a not-eligible company so and still takes its request, as a lead only', async () => {
    const onSuccess = vi.fn();
    const { user, requests } = setup({ onSuccess });
    await check(user, NOT_ELIGIBLE);
    expect(await screen.findByRole('heading', { name: 'Предложение недоступно' })).toHaveFocus();
    expect(screen.getByText(/менеджер подберёт индивидуальные условия/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7012223344');
    await send(user);
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ requestId: 'lead-1', eligible: false }),
    );
    expect(requests('/create-opportunity')).toHaveLength(0);
  });

  it('requires the phone in the request and keeps what was typed', async () => {
    const { user, requests } = setup();
    await check(user, ELIGIBLE);
    await screen.findByRole('heading', { name: 'Поздравляем!' });
    await user.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'not-mail');
    await send(user);
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Введите номер телефона',
      'Введите адрес электронной почты в формате name@example.kz',
    ]);
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue('not-mail');
    expect(requests('/create-lead')).toHaveLength(0);
  });

  it('shows «Ошибка сервиса» when the check fails and keeps the BIN', async () => {
    const { user, events } = setup(
      {},
      backend({ pricePlanOffer: () => errorJson(500, 'SERVICE_ERROR') }),
    );
    await check(user, ELIGIBLE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(screen.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue(ELIGIBLE);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      step: 'check',
      message: 'Ошибка сервиса',
    });
  });

  it('says «Попробуйте позже» on a timeout while sending, and does not create the lead twice on retry', async () => {
    let opportunityCalls = 0;
    const { user, requests } = setup(
      {},
      backend({
        createOpportunity: ({ request }) =>
          ++opportunityCalls === 1 ? hang(request) : { opportunityId: 'opp-2' },
      }),
      80,
    );
    await check(user, ELIGIBLE);
    await screen.findByRole('heading', { name: 'Поздравляем!' });
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте позже');
    expect(screen.getByRole('textbox', { name: /Номер телефона/ })).toHaveValue(
      '+7 (701) 123-45-67',
    );
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Заявка принята' })).toBeVisible();
    expect(requests('/create-lead')).toHaveLength(1);
    expect(requests('/create-opportunity')).toHaveLength(2);
  });

  it('keeps the lead when the backend finds the offer unavailable after all', async () => {
    const { user, events } = setup(
      {},
      backend({ createOpportunity: () => errorJson(409, 'OFFER_NOT_AVAILABLE') }),
    );
    await check(user, ELIGIBLE);
    await screen.findByRole('heading', { name: 'Поздравляем!' });
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Заявка принята' })).toBeVisible();
    expect(events.at(-1)).toEqual({
      type: 'success',
      widget: 'handset-offer',
      requestId: 'lead-1',
    });
  });

  it('goes back to check another BIN with the BIN kept', async () => {
    const { user } = setup();
    await check(user, NOT_ELIGIBLE);
    await user.click(await screen.findByRole('button', { name: 'Проверить другой БИН/ИИН' }));
    const bin = screen.getByRole('textbox', { name: /БИН\/ИИН/ });
    expect(bin).toHaveFocus();
    expect(bin).toHaveValue(NOT_ELIGIBLE);
  });

  it('from a partner page sends the page origin with the lead and the opportunity', async () => {
    const { user, requests } = setup({ hostOrigin: 'https://partner.example.kz' });
    await check(user, ELIGIBLE);
    await user.type(await screen.findByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await send(user);
    await screen.findByRole('heading', { name: 'Заявка принята' });
    expect(requests('/create-lead')[0]?.body).toMatchObject({
      hostOrigin: 'https://partner.example.kz',
    });
    expect(requests('/create-opportunity')[0]?.body).toMatchObject({
      hostOrigin: 'https://partner.example.kz',
    });
  });

  it('on a kiosk sends the kiosk source and the device id with the lead and the opportunity', async () => {
    const { user, requests } = setup({ source: 'kiosk', kioskId: 'almaty-1' });
    await check(user, ELIGIBLE);
    await user.type(await screen.findByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await send(user);
    await screen.findByRole('heading', { name: 'Заявка принята' });
    for (const path of ['/create-lead', '/create-opportunity']) {
      expect(requests(path)[0]?.body).toMatchObject({ source: 'kiosk', kioskId: 'almaty-1' });
    }
  });

  it('speaks Kazakh', async () => {
    const { user } = setup({ locale: 'kk' });
    expect(
      screen.getByRole('region', { name: 'Ұсыныс сізге қолжетімді ме, тексеріңіз' }),
    ).toBeVisible();
    await user.type(await screen.findByRole('textbox', { name: /БСН\/ЖСН/ }), NOT_ELIGIBLE);
    await user.click(screen.getByRole('button', { name: 'Білу' }));
    expect(await screen.findByRole('heading', { name: 'Ұсыныс қолжетімсіз' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Қосылуға өтінім' })).toBeVisible();
    expect(screen.getByText(/^5\s990 ₸\/ай$/)).toBeVisible();
  });
});

describe('HandsetOfferWidget outside the offer’s period', () => {
  const closed = (offer: Offer) => backend({ offers: () => ({ offers: [offer] }) });

  it('after its end says it ended, with the day in words, and takes the ordinary request', async () => {
    const onSuccess = vi.fn();
    const { user, container, requests } = setup({ onSuccess }, closed(ENDED));
    const region = await screen.findByRole('region', { name: 'Акция завершилась' });
    expect(region).toHaveTextContent(
      'Предложение действовало до 10 ноября 2025 года включительно. Оставьте заявку — менеджер подберёт условия для вашей компании.',
    );
    // No check to make, nobody to congratulate.
    expect(screen.queryByRole('button', { name: 'Узнать' })).toBeNull();
    expect(screen.queryByText('Поздравляем!')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Заявка на подключение' })).toBeVisible();
    await expectNoAxeViolations(container);

    // The company's office line: nothing is texted, a manager calls back.
    const phone = screen.getByRole('textbox', { name: /Номер телефона/ });
    expect(phone).toHaveAccessibleDescription(/Мобильный или городской/);
    await user.type(phone, '87273123456');
    await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), ELIGIBLE);
    await send(user);
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ requestId: 'lead-1', eligible: false }),
    );
    // The backend names the offer's tariff itself; no opportunity for an offer that ended.
    expect(requests('/create-lead')[0]?.body).toEqual({
      phone: '+77273123456',
      bin: ELIGIBLE,
      consent: true,
      productSlug: 'kense-handset-offer',
    });
    expect(requests('/price-plan-offer')).toHaveLength(0);
    expect(requests('/create-opportunity')).toHaveLength(0);
  });

  it('sends nothing without consent: the box is refused in the catalogue’s words, its link the notice', async () => {
    const { user, requests } = setup({}, closed(ENDED));
    await screen.findByRole('region', { name: 'Акция завершилась' });
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(within(summary).getByRole('link', { name: 'Необходимо ваше согласие' })).toBeVisible();
    const consent = screen.getByRole('checkbox', { name: /персональных данных/ });
    expect(consent).toBeInvalid();
    expect(consent).toHaveAccessibleDescription(/Необходимо ваше согласие/);
    expect(
      screen.getByRole('link', { name: /уведомлением об обработке персональных данных/ }),
    ).toHaveAttribute('href', '/personal-data');
    expect(requests('/create-lead')).toHaveLength(0);
  });

  it('on a partner page links the notice on the operator’s site', async () => {
    setup({ siteOrigin: 'https://business.example.kz', locale: 'kk' }, closed(ENDED));
    await screen.findByRole('region', { name: 'Акция аяқталды' });
    const link = screen
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.endsWith('/personal-data'));
    expect(link).toHaveAttribute('href', 'https://business.example.kz/kk/personal-data');
  });

  it('says it under a host’s own heading too (labelledBy hides the widget’s title)', async () => {
    render(<h2 id="host-title">Смартфоны для сотрудников</h2>);
    setup({ labelledBy: 'host-title', offer: ENDED }, closed(ENDED));
    const region = screen.getByRole('region', { name: 'Смартфоны для сотрудников' });
    expect(region).toHaveTextContent(
      'Акция завершилась. Предложение действовало до 10 ноября 2025 года включительно.',
    );
  });

  it('says it in Kazakh, with a Kazakh month name', async () => {
    const { container } = setup({ locale: 'kk' }, closed(ENDED));
    const region = await screen.findByRole('region', { name: 'Акция аяқталды' });
    expect(region).toHaveTextContent('Ұсыныстың соңғы күні — 2025 жылғы 10 қараша.');
    expect(screen.getByRole('heading', { name: 'Қосылуға өтінім' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Білу' })).toBeNull();
    expect(screen.queryByText('Құттықтаймыз!')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('before its first day says when it starts, and takes a request', async () => {
    setup({}, closed(UPCOMING));
    const region = await screen.findByRole('region', { name: 'Акция ещё не началась' });
    expect(region).toHaveTextContent('Предложение начнёт действовать 20 августа 2025 года.');
    expect(screen.queryByRole('button', { name: 'Узнать' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
  });

  it('a page built while it ran, shown after its end, no longer sells it', async () => {
    // The island's props say running (the build's day); the backend says ended (today's).
    setup({ offer: RUNNING }, closed(ENDED));
    // The build's state is shown at once — the check — and replaced by today's.
    expect(screen.getByRole('button', { name: 'Узнать' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Акция завершилась' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Узнать' })).toBeNull();
  });

  it('a page built after its end opens the check when the backend says it runs again', async () => {
    setup({ offer: ENDED }, backend());
    expect(screen.getByRole('region', { name: 'Акция завершилась' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Узнать' })).toBeVisible();
  });

  it('never congratulates when the check answers that the offer ended since the page asked', async () => {
    const { user, events, requests } = setup(
      {},
      backend({
        pricePlanOffer: ({ input }) => ({
          bin: input.bin,
          eligible: false,
          offer: ENDED,
          tariff: TARIFF,
        }),
      }),
    );
    await check(user, ELIGIBLE);
    expect(await screen.findByRole('heading', { name: 'Акция завершилась' })).toHaveFocus();
    expect(screen.getByText(/действовало до 10 ноября 2025 года/)).toBeVisible();
    expect(screen.queryByText('Поздравляем!')).toBeNull();
    expect(events).toContainEqual({
      type: 'result',
      widget: 'handset-offer',
      outcome: 'offerEnded',
    });
    // There is nothing to check another BIN for.
    expect(screen.queryByRole('button', { name: 'Проверить другой БИН/ИИН' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
    await send(user);
    await screen.findByRole('heading', { name: 'Заявка принята' });
    expect(requests('/create-opportunity')).toHaveLength(0);
  });

  it('when the state cannot be read, opens the check: its answer decides', async () => {
    setup({}, backend({ offers: () => errorJson(500, 'SERVICE_ERROR') }));
    expect(await screen.findByRole('button', { name: 'Узнать' })).toBeVisible();
  });
});
