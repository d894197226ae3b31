import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { clearHandoff, readHandoff } from '../auth/index.ts';
import { MOBILE_TARIFFS } from '../../test/fixtures.ts';
import { fakeBackend } from '../../test/backend.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { MobileConnectionFlow } from './MobileConnectionFlow.tsx';

/** The one call the flow makes, held to the contract (`fakeBackend`). */
const backend = fakeBackend({ tariffs: () => ({ tariffs: MOBILE_TARIFFS }) });

async function chooseKense(user: ReturnType<typeof userEvent.setup>) {
  const buttons = await screen.findAllByRole('button', { name: 'Выбрать' });
  await user.click(buttons[0] as HTMLElement);
}

afterEach(() => clearHandoff());

describe('MobileConnectionFlow', () => {
  it('lists the backend tariffs with «Выбрать», «Подробнее о тарифе» and the archive', async () => {
    const { container } = renderOnSite(<MobileConnectionFlow />, { handler: backend });
    expect(await screen.findByRole('heading', { name: '«Кеңсе»' })).toBeVisible();
    expect(screen.getByText('30 ГБ интернета')).toBeVisible();
    expect(screen.getByText('200 минут на другие номера по Казахстану')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Выбрать' })[0]).toHaveAccessibleDescription(
      '«Кеңсе»',
    );
    expect(screen.getAllByText('Подробнее о тарифе')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Архив тарифов' })).toHaveAttribute(
      'href',
      '/tariffs-archive',
    );
    await expectNoAxeViolations(container);
  });

  it('asks for the numbers of the chosen tariff, adds and removes additional ones within the cap', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<MobileConnectionFlow />, { handler: backend });
    await chooseKense(user);
    const title = screen.getByRole('heading', {
      name: 'Выберите количество номеров для подключения «Кеңсе»',
    });
    expect(title).toHaveFocus();
    const count = screen.getByRole('textbox', { name: /Количество номеров/ });
    expect(count).toHaveValue('1');
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getByText(/^17\s970 ₸\/мес\.$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Добавить ещё номера' }));
    const more = screen.getByRole('button', { name: 'Добавить один дополнительный номер' });
    expect(more).toHaveFocus();
    expect(screen.getByText('Дополнительных номеров: 1')).toBeVisible();
    await user.click(more);
    expect(screen.getByText('Дополнительных номеров: 2')).toBeVisible();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Для этого тарифа не больше 2 дополнительных номеров')).toBeVisible();
    expect(screen.getByText(/^23\s970 ₸\/мес\.$/)).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Убрать дополнительные номера' }));
    expect(screen.getByRole('button', { name: 'Добавить ещё номера' })).toHaveFocus();
    expect(screen.getByText(/^17\s970 ₸\/мес\.$/)).toBeVisible();
  });

  it('links the PBX and roaming pages in the page language', async () => {
    const user = userEvent.setup();
    renderOnSite(<MobileConnectionFlow />, { handler: backend, locale: 'kk' });
    const buttons = await screen.findAllByRole('button', { name: 'Таңдау' });
    await user.click(buttons[0] as HTMLElement);
    expect(screen.getByRole('link', { name: 'Виртуалды АТС туралы толығырақ' })).toHaveAttribute(
      'href',
      '/kk/virtual-ats',
    );
    expect(screen.getByRole('link', { name: 'Роуминг туралы толығырақ' })).toHaveAttribute(
      'href',
      '/kk/roaming',
    );
  });

  it('checks the count and the own numbers before going on', async () => {
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<MobileConnectionFlow />, { handler: backend });
    await chooseKense(user);
    const count = screen.getByRole('textbox', { name: /Количество номеров/ });
    await user.clear(count);
    await user.type(count, '51');
    await user.click(screen.getByRole('radio', { name: /Все номера мои/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Ваши номера/ }),
      '+7 701 123 45 67\n12345',
    );
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Введите число от 1 до 50', 'Проверьте номера: 12345']);
    expect(navigate).not.toHaveBeenCalled();

    await user.clear(count);
    await user.type(count, '2');
    const own = screen.getByRole('textbox', { name: /Ваши номера/ });
    await user.clear(own);
    await user.type(own, '+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(
      within(screen.getByRole('group', { name: 'Исправьте ошибки' })).getByRole('link'),
    ).toHaveTextContent('Укажите столько своих номеров, сколько подключаете: 2');
  });

  it('hands the tariff and the numbers to the cabinet', async () => {
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<MobileConnectionFlow />, { handler: backend });
    await chooseKense(user);
    const count = screen.getByRole('textbox', { name: /Количество номеров/ });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Добавить ещё номера' }));
    await user.click(screen.getByRole('radio', { name: /Часть номеров мои/ }));
    await user.type(screen.getByRole('textbox', { name: /Ваши номера/ }), '8 701 123 45 67');
    await user.click(screen.getByRole('checkbox', { name: /базовый роуминг/ }));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(readHandoff('mobile')).toEqual({
      appType: 'mobile',
      intent: {
        tariffId: 'kense',
        ctnsAmount: 3,
        additionalCtnsAmount: 1,
        numbersChoice: 'partlyOwn',
        ownNumbers: ['+77011234567'],
        virtualPbx: true,
        roaming: true,
      },
      summary: { tariffName: 'Кеңсе', monthlyPayment: 20_970, numbers: { main: 3, additional: 1 } },
    });
  });

  it('goes back to the tariffs with focus on the chosen one', async () => {
    const user = userEvent.setup();
    renderOnSite(<MobileConnectionFlow />, { handler: backend });
    await chooseKense(user);
    await user.click(screen.getByRole('button', { name: 'К тарифам' }));
    expect(screen.getAllByRole('button', { name: 'Выбрать' })[0]).toHaveFocus();
  });

  it('keeps every choice of the number step through «К тарифам» and back', async () => {
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<MobileConnectionFlow />, { handler: backend });
    await chooseKense(user);
    const count = screen.getByRole('textbox', { name: /Количество номеров/ });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Добавить ещё номера' }));
    await user.click(screen.getByRole('button', { name: 'Добавить один дополнительный номер' }));
    await user.click(screen.getByRole('radio', { name: /Часть номеров мои/ }));
    await user.type(screen.getByRole('textbox', { name: /Ваши номера/ }), '8 701 123 45 67');
    await user.click(screen.getByRole('checkbox', { name: /виртуальную АТС/ }));
    await user.click(screen.getByRole('checkbox', { name: /базовый роуминг/ }));

    await user.click(screen.getByRole('button', { name: 'К тарифам' }));
    expect(screen.queryByRole('textbox', { name: /Количество номеров/ })).toBeNull();
    // Another tariff starts from scratch…
    await user.click(screen.getAllByRole('button', { name: 'Выбрать' })[1] as HTMLElement);
    expect(screen.getByRole('textbox', { name: /Количество номеров/ })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'К тарифам' }));
    // …the one left finds everything as it was.
    await chooseKense(user);
    expect(screen.getByRole('textbox', { name: /Количество номеров/ })).toHaveValue('3');
    expect(screen.getByText('Дополнительных номеров: 2')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Часть номеров мои/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Ваши номера/ })).toHaveValue('8 701 123 45 67');
    expect(screen.getByRole('checkbox', { name: /виртуальную АТС/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /базовый роуминг/ })).toBeChecked();
    expect(screen.getByText(/^23\s970 ₸\/мес\.$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(readHandoff('mobile')?.intent).toEqual({
      tariffId: 'kense',
      ctnsAmount: 3,
      additionalCtnsAmount: 2,
      numbersChoice: 'partlyOwn',
      ownNumbers: ['+77011234567'],
      virtualPbx: false,
      roaming: true,
    });
  });

  it('shows the tariffs it was given at once (prerendered), then refreshes them from the backend', async () => {
    const renamed = MOBILE_TARIFFS.map((tariff) => ({ ...tariff, name: `${tariff.name} 2026` }));
    const { requests } = renderOnSite(<MobileConnectionFlow tariffs={MOBILE_TARIFFS} />, {
      handler: fakeBackend({ tariffs: () => ({ tariffs: renamed }) }),
    });
    // First paint: the given tariffs, no loader.
    expect(screen.getByRole('heading', { name: '«Кеңсе»' })).toBeVisible();
    expect(screen.queryByText('Загружаем тарифы…')).toBeNull();
    expect(await screen.findByRole('heading', { name: '«Кеңсе 2026»' })).toBeVisible();
    expect(requests('/tariffs')).toHaveLength(1);
  });

  it('keeps the prerendered tariffs when the refresh fails', async () => {
    const { requests, settled } = renderOnSite(<MobileConnectionFlow tariffs={MOBILE_TARIFFS} />, {
      handler: fakeBackend({ tariffs: () => errorJson(500, 'SERVICE_ERROR') }),
    });
    expect(screen.getByRole('heading', { name: '«Кеңсе»' })).toBeVisible();
    await waitFor(() => expect(requests('/tariffs')).not.toHaveLength(0));
    await settled();
    expect(screen.getByRole('heading', { name: '«Кеңсе»' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
