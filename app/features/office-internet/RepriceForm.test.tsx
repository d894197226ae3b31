import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { fakeBackend } from '../../test/backend.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { RepriceForm } from './RepriceForm.tsx';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Имя/ }), 'Ерлан');
  await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
  await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000128');
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
    ).toEqual(['Введите имя', 'Введите номер телефона', 'Введите БИН или ИИН']);
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
    await user.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    expect(await screen.findByRole('heading', { name: 'Өтінім қабылданды' })).toHaveFocus();
    expect(screen.getByText('Жақын арада сізге қайта қоңырау шаламыз.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Басты бетке өту' })).toHaveAttribute('href', '/kk');
    expect(requests('/create-reprice-request')[0]?.body).toEqual({
      name: 'Ерлан',
      phone: '+77011234567',
      bin: '910405300814',
      email: 'ceo@steppe.kz',
    });
    await expectNoAxeViolations(container);
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
});
