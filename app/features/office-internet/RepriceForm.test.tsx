import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { fakeBackend } from '../../test/backend.ts';
import { offerIn } from '../../test/fixtures.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { RepriceForm } from './RepriceForm.tsx';

/** The promo as the backend says it stands (the seed's: requests until 31.12.2024). */
const ENDED = offerIn('office-reprice', 'ended');
const RUNNING = offerIn('office-reprice', 'running');

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Имя/ }), 'Ерлан');
  await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
  await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000128');
  await user.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
}

describe('RepriceForm', () => {
  it('requires name, phone and BIN, with a focused summary', async () => {
    const user = userEvent.setup();
    const { container, requests } = renderOnSite(<RepriceForm />);
    expect(screen.getByRole('region', { name: 'Оставьте заявку' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Введите имя',
      'Введите номер телефона',
      'Введите БИН или ИИН',
      'Необходимо ваше согласие',
    ]);
    expect(requests('/create-reprice-request')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('sends the request (a sole proprietor’s, by IIN) and says «Мы перезвоним в ближайшее время», with the way home', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderOnSite(<RepriceForm />, {
      locale: 'kk',
      handler: fakeBackend({ createRepriceRequest: () => ({ requestId: 'r-1' }) }),
    });
    await user.type(screen.getByRole('textbox', { name: /Аты/ }), 'Ерлан');
    await user.type(screen.getByRole('textbox', { name: /Телефон нөмірі/ }), '7011234567');
    await user.type(screen.getByRole('textbox', { name: /БСН\/ЖСН/ }), '910405300814');
    await user.type(screen.getByRole('textbox', { name: /Электрондық пошта/ }), 'ceo@steppe.kz');
    await user.click(screen.getByRole('checkbox', { name: /дербес деректер/i }));
    await user.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    expect(await screen.findByRole('heading', { name: 'Өтінім қабылданды' })).toHaveFocus();
    expect(screen.getByText('Жақын арада сізге қайта қоңырау шаламыз.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Басты бетке өту' })).toHaveAttribute('href', '/kk');
    expect(requests('/create-reprice-request')[0]?.body).toEqual({
      name: 'Ерлан',
      phone: '+77011234567',
      bin: '910405300814',
      email: 'ceo@steppe.kz',
      consent: true,
    });
    await expectNoAxeViolations(container);
  });

  it('takes the company’s office line: a manager calls back, nothing is texted', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<RepriceForm />, {
      handler: fakeBackend({ createRepriceRequest: () => ({ requestId: 'r-2' }) }),
    });
    await user.type(screen.getByRole('textbox', { name: /Имя/ }), 'Ерлан');
    const phone = screen.getByRole('textbox', { name: /Номер телефона/ });
    expect(phone).toHaveAccessibleDescription(
      'Мобильный или городской, например +7 (727) 312-34-56',
    );
    await user.type(phone, '8 7172 12 34 56');
    await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000128');
    await user.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('heading', { name: 'Заявка принята' })).toHaveFocus();
    expect(requests('/create-reprice-request')[0]?.body).toMatchObject({ phone: '+77172123456' });
  });

  it('keeps the form as typed on a service error', async () => {
    const user = userEvent.setup();
    renderOnSite(<RepriceForm />, {
      handler: fakeBackend({ createRepriceRequest: () => errorJson(500, 'SERVICE_ERROR') }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Ерлан');
    expect(screen.getByRole('textbox', { name: /БИН/ })).toHaveValue('180440000128');
  });

  it('says the promo’s bonus ended, with its day, and still takes the request', async () => {
    const user = userEvent.setup();
    const { container, requests } = renderOnSite(<RepriceForm promo={ENDED} />, {
      handler: fakeBackend({
        offers: () => ({ offers: [ENDED] }),
        createRepriceRequest: () => ({ requestId: 'r-2' }),
      }),
    });
    const region = screen.getByRole('region', { name: 'Оставьте заявку' });
    expect(region).toHaveTextContent('Подберём тариф для вашего офиса и перезвоним.');
    expect(region).toHaveTextContent(
      'Акция с бонусами завершилась 31 декабря 2024 года. Заявку можно оставить и сейчас — менеджер перезвонит и подберёт условия.',
    );
    expect(region).not.toHaveTextContent('с бонусами для вашего офиса');
    await expectNoAxeViolations(container);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('heading', { name: 'Заявка принята' })).toHaveFocus();
    expect(screen.getByText('Мы перезвоним в ближайшее время.')).toBeVisible();
    expect(requests('/create-reprice-request')).toHaveLength(1);
  });

  it('says it in Kazakh, with a Kazakh month name', async () => {
    const { container } = renderOnSite(<RepriceForm promo={ENDED} />, {
      locale: 'kk',
      handler: fakeBackend({ offers: () => ({ offers: [ENDED] }) }),
    });
    expect(screen.getByRole('region', { name: 'Өтінім қалдырыңыз' })).toHaveTextContent(
      'Бонустары бар акция аяқталды, соңғы күні — 2024 жылғы 31 желтоқсан.',
    );
    await expectNoAxeViolations(container);
  });

  it('while the promo runs names its last day; a page built then says it ended once it has', async () => {
    renderOnSite(<RepriceForm promo={RUNNING} />, {
      handler: fakeBackend({ offers: () => ({ offers: [ENDED] }) }),
    });
    const region = screen.getByRole('region', { name: 'Оставьте заявку' });
    // The page's built state first: the bonus applies…
    expect(region).toHaveTextContent(
      'Бонусы — для заявок, поданных до 31 декабря 2024 года включительно.',
    );
    expect(region).toHaveTextContent('Подберём тариф с бонусами для вашего офиса и перезвоним.');
    // …then today's, from the backend.
    expect(await within(region).findByText(/Акция с бонусами завершилась/)).toBeVisible();
    expect(region).not.toHaveTextContent('Бонусы — для заявок');
  });
});
