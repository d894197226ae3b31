import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { errorJson } from '../../api/testing.ts';
import { SLOT_DAYS, internetApplication, wizardBackend } from '../testing.ts';
import { BookingStep, bookingRules, firstFreeDay } from './BookingStep.tsx';

const application = internetApplication('TimeBooking');
const booked = internetApplication('BookingSlot');

function renderBooking(
  overrides: Parameters<typeof wizardBackend>[0] = {},
  locale: 'ru' | 'kk' = 'ru',
) {
  const onAdvance = vi.fn();
  const view = renderOnSite(<BookingStep application={application} onAdvance={onAdvance} />, {
    handler: wizardBackend({ bookTimeSlot: () => booked, ...overrides }),
    signedIn: true,
    locale,
  });
  return { onAdvance, ...view };
}

const dateField = () => screen.getByRole('textbox', { name: /^Дата подключения/ });
const confirm = () => screen.getByRole('button', { name: 'Подтвердить бронирование' });

describe('the booking rules', () => {
  it('span the offered days and open only days with a free window', () => {
    const rules = bookingRules(SLOT_DAYS);
    expect(rules).toMatchObject({ required: true, min: '2026-03-05', max: '2026-03-10' });
    expect(rules.isDateUnavailable?.('2026-03-05')).toBe(true); // every window taken
    expect(rules.isDateUnavailable?.('2026-03-07')).toBe(true); // Saturday: not offered
    expect(rules.isDateUnavailable?.('2026-03-06')).toBe(false);
    expect(firstFreeDay(SLOT_DAYS)).toBe('2026-03-06');
    expect(firstFreeDay([])).toBeNull();
  });
});

describe('BookingStep', () => {
  it('preselects the first day with a free window and shows its windows, taken ones disabled', async () => {
    const { requests, container } = renderBooking();
    expect(await screen.findByRole('textbox', { name: /^Дата подключения/ })).toHaveValue(
      '06.03.2026',
    );
    expect(requests('/time-slots')[0]?.query.get('days')).toBe('21');
    const group = screen.getByRole('group', { name: /Время подключения, 6 марта 2026/ });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: /09:00–11:00/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /11:00–13:00/ })).toBeEnabled();
    expect(screen.getByText(/Доступны рабочие дни с 05\.03\.2026 по 10\.03\.2026/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('books the chosen window and hands the booked application on', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance } = renderBooking();
    await user.click(await screen.findByRole('radio', { name: /11:00–13:00/ }));
    await user.click(confirm());
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalledWith(booked));
    expect(requests('/book-time-slot')[0]?.body).toEqual({
      opportunityId: 'opp-1',
      slotId: '2026-03-06T11:00',
    });
  });

  it('says a date outside the offered days in the picker’s words, and asks for a window', async () => {
    const user = userEvent.setup();
    renderBooking();
    await screen.findByRole('radio', { name: /11:00–13:00/ });
    await user.click(confirm());
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Выберите время подключения');
    await user.clear(dateField());
    await user.type(dateField(), '20.03.2026');
    expect(screen.getByText('Выберите дату, чтобы увидеть свободное время.')).toBeVisible();
    await user.click(confirm());
    const range = 'Дата должна быть между 05.03.2026 и 10.03.2026';
    expect(screen.getByRole('group', { name: 'Исправьте ошибки' })).toHaveTextContent(range);
    expect(dateField()).toHaveAccessibleDescription(new RegExp(range));
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dateField());
    await user.type(dateField(), '05.03.2026');
    expect(
      screen.getByText('На этот день свободного времени нет. Выберите другой день.'),
    ).toBeVisible();
  });

  it('a window taken meanwhile: said at the windows, which are read again; the date stays', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { requests, onAdvance } = renderBooking({
      timeSlots: () => {
        reads += 1;
        const days = structuredClone(SLOT_DAYS);
        // By the second read someone has taken 6 March 11:00.
        if (reads > 1) days[1]!.slots[1]!.available = false;
        return { opportunityId: 'opp-1', days };
      },
      bookTimeSlot: () => errorJson(409, 'SLOT_UNAVAILABLE'),
    });
    await user.click(await screen.findByRole('radio', { name: /11:00–13:00/ }));
    await user.click(confirm());
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveTextContent('Выбранное время недоступно. Попробуйте выбрать другое');
    expect(summary).toHaveFocus();
    expect(requests('/time-slots')).toHaveLength(2);
    expect(dateField()).toHaveValue('06.03.2026');
    const group = screen.getByRole('group', { name: /Время подключения, 6 марта 2026/ });
    expect(group).toHaveAccessibleDescription(/Выбранное время недоступно/);
    expect(screen.getByRole('radio', { name: /11:00–13:00/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /11:00–13:00/ })).not.toBeChecked();
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('speaks Kazakh, month names included', async () => {
    renderBooking({}, 'kk');
    expect(
      await screen.findByRole('group', { name: /Қосылу уақыты, 2026 жылғы 6 наурыз/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Брондауды растау' })).toBeVisible();
  });
});
