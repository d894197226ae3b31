import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import {
  DateRangePicker,
  toDateRangeValue,
  type DateRangePickerProps,
} from './DateRangePicker.tsx';
import { validateDateRange } from './validate.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T09:00:00+05:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const LABEL = 'Период';

function renderRange(props: Partial<DateRangePickerProps> = {}, locale: 'ru' | 'kk' = 'ru') {
  const onChange = vi.fn();
  const view = renderWithKit(
    <DateRangePicker label={LABEL} timeZone="Asia/Almaty" onChange={onChange} {...props} />,
    { locale },
  );
  const [start, end] = screen.getAllByRole('textbox') as [HTMLInputElement, HTMLInputElement];
  return { ...view, start, end, onChange, user: userEvent.setup() };
}

const calendarButton = () =>
  screen.getByRole('button', { name: /^(Выбрать в календаре|Күнтізбеден таңдау):/, hidden: true });
const focused = () => document.activeElement as HTMLElement;

describe('toDateRangeValue', () => {
  it('gives ISO ends and inclusive timestamps in the time zone', () => {
    expect(
      toDateRangeValue({ start: '01.11.2026', end: '30.11.2026' }, { timeZone: 'Asia/Almaty' }),
    ).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      startTimestamp: Date.parse('2026-11-01T00:00:00+05:00'),
      endTimestamp: Date.parse('2026-11-30T23:59:59.999+05:00'),
    });
  });

  it('spans whole months in monthAndYear mode, leap February included', () => {
    expect(
      toDateRangeValue(
        { start: '02.2028', end: '02.2028' },
        { mode: 'monthAndYear', timeZone: 'UTC' },
      ),
    ).toEqual({
      startDate: '2028-02',
      endDate: '2028-02',
      startTimestamp: Date.parse('2028-02-01T00:00:00Z'),
      endTimestamp: Date.parse('2028-02-29T23:59:59.999Z'),
    });
  });

  it('is null until both ends are real dates in order', () => {
    expect(toDateRangeValue({ start: '01.11.2026', end: '' })).toBeNull();
    expect(toDateRangeValue({ start: '31.11.2026', end: '01.12.2026' })).toBeNull();
    expect(toDateRangeValue({ start: '02.11.2026', end: '01.11.2026' })).toBeNull();
    expect(toDateRangeValue({ start: '01.11.2026', end: '01.11.2026' })).not.toBeNull();
  });
});

describe('DateRangePicker', () => {
  it('is a group named by its legend with two labelled numeric fields', async () => {
    const { start, end, container } = renderRange();
    const group = screen.getByRole('group', { name: LABEL });
    expect(group).toHaveAccessibleDescription('Например, 21.11.2026');
    expect(start).toHaveAccessibleName('Начало');
    expect(end).toHaveAccessibleName('Окончание');
    expect(start).toHaveAttribute('inputmode', 'numeric');
    expect(calendarButton()).toHaveAccessibleName(`Выбрать в календаре: ${LABEL}`);
    await expectNoAxeViolations(container);
  });

  it('reports the period once both ends are typed', async () => {
    const { start, end, user, onChange } = renderRange();
    await user.type(start, '01112026');
    expect(onChange).toHaveBeenLastCalledWith({ start: '01.11.2026', end: '' }, null);
    await user.type(end, '30112026');
    expect(onChange).toHaveBeenLastCalledWith(
      { start: '01.11.2026', end: '30.11.2026' },
      {
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        startTimestamp: Date.parse('2026-11-01T00:00:00+05:00'),
        endTimestamp: Date.parse('2026-11-30T23:59:59.999+05:00'),
      },
    );
  });

  it('marks the end field when the end is before the start', async () => {
    const text = { start: '20.11.2026', end: '10.11.2026' };
    const { start, end, container } = renderRange({
      value: text,
      errorCode: validateDateRange(text),
    });
    expect(end).toBeInvalid();
    expect(start).not.toBeInvalid();
    expect(end).toHaveAccessibleDescription(
      'Ошибка: Дата окончания должна быть не раньше даты начала',
    );
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Например, 21.11.2026 Ошибка: Дата окончания должна быть не раньше даты начала',
    );
    await expectNoAxeViolations(container);
  });

  it('checks the period when focus leaves both fields, if asked', async () => {
    const { start, end, user } = renderRange({ validateOnBlur: true, min: '2026-11-01' });
    await user.type(start, '15.10.2026');
    await user.tab();
    expect(focused()).toBe(end);
    expect(start).not.toBeInvalid();
    await user.type(end, '20.11.2026');
    await user.tab();
    expect(focused()).toBe(calendarButton());
    expect(start).not.toBeInvalid();
    await user.tab();
    expect(start).toBeInvalid();
    expect(end).not.toBeInvalid();
    expect(start).toHaveAccessibleDescription(
      'Ошибка: Дата начала должна быть не раньше 01.11.2026',
    );
  });

  it('chooses both ends in the calendar by keyboard and returns focus to the first field', async () => {
    const { start, end, user, onChange } = renderRange();
    await user.click(calendarButton());
    const dialog = screen.getByRole('dialog', { name: `Календарь: ${LABEL}` });
    expect(within(dialog).getByRole('grid', { name: 'ноябрь 2026' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    expect(focused()).toHaveAccessibleName('вторник, 10 ноября 2026, сегодня');
    expect(focused()).toHaveAccessibleDescription('Выберите первый день периода');
    await user.keyboard('{Enter}');
    // react-aria steps to the next day so the growing period shows.
    expect(focused()).toHaveAccessibleName('среда, 11 ноября 2026');
    expect(focused()).toHaveAccessibleDescription('Выберите последний день периода');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).toHaveValue('10.11.2026');
    expect(end).toHaveValue('18.11.2026');
    expect(onChange).toHaveBeenLastCalledWith(
      { start: '10.11.2026', end: '18.11.2026' },
      expect.objectContaining({ startDate: '2026-11-10', endDate: '2026-11-18' }),
    );
    expect(focused()).toBe(start);
  });

  it('marks the chosen period when reopened and allows a one-day period', async () => {
    const { start, end, user } = renderRange({
      defaultValue: { start: '10.11.2026', end: '12.11.2026' },
    });
    await user.click(calendarButton());
    expect(focused()).toHaveAccessibleName('вторник, 10 ноября 2026, сегодня, начало периода');
    expect(
      screen.getByRole('button', { name: 'четверг, 12 ноября 2026, конец периода' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-selected')),
    ).toHaveLength(3);
    await user.keyboard('{ArrowRight}{Enter}{ArrowLeft}{Enter}');
    expect(start).toHaveValue('11.11.2026');
    expect(end).toHaveValue('11.11.2026');
  });

  it('keeps min and max inclusive', async () => {
    const { start, end, user } = renderRange({ min: '2026-11-10', max: '2026-11-20' });
    await user.click(calendarButton());
    expect(screen.getByRole('button', { name: 'понедельник, 9 ноября 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(focused()).toHaveAccessibleName('вторник, 10 ноября 2026, сегодня');
    await user.keyboard('{Enter}{PageDown}');
    // Focus stops at max.
    expect(focused()).toHaveAccessibleName('пятница, 20 ноября 2026');
    await user.keyboard('{Enter}');
    expect(start).toHaveValue('10.11.2026');
    expect(end).toHaveValue('20.11.2026');
  });

  it('does not let a period run across an unavailable day', async () => {
    const { start, end, user } = renderRange({
      isDateUnavailable: (date) => date === '2026-11-15',
    });
    await user.click(calendarButton());
    expect(screen.getByRole('button', { name: 'воскресенье, 15 ноября 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Enter}{PageDown}');
    // With the start chosen, the days after the unavailable one are out of reach.
    expect(focused()).toHaveAccessibleName('суббота, 14 ноября 2026');
    expect(screen.getByRole('button', { name: 'понедельник, 16 ноября 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(start).toHaveValue('10.11.2026');
    expect(end).toHaveValue('14.11.2026');
  });

  it('opens with Alt+ArrowDown from the end field and Esc returns there', async () => {
    const { end, user } = renderRange();
    await user.click(end);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Enter}{Escape}');
    // The first Escape drops the half-chosen period (react-aria), the dialog still closes.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(focused()).toBe(end);
    expect(end).toHaveValue('');
  });

  it('has no axe violations while open', async () => {
    const { user } = renderRange({ defaultValue: { start: '03.11.2026', end: '12.11.2026' } });
    await user.click(calendarButton());
    await expectNoAxeViolations(document.body);
  });

  it('chooses a period of months in monthAndYear mode', async () => {
    const { start, end, user, onChange } = renderRange({ mode: 'monthAndYear' });
    expect(start).toHaveAccessibleDescription('');
    await user.click(calendarButton());
    expect(focused()).toHaveAccessibleName('ноябрь 2026');
    await user.keyboard('{Enter}{ArrowDown}{ArrowRight}');
    expect(
      screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-selected')),
      // Jan–Mar of the 2027 page; Nov–Dec 2026 are on the previous one.
    ).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(start).toHaveValue('11.2026');
    expect(end).toHaveValue('03.2027');
    expect(onChange).toHaveBeenLastCalledWith(
      { start: '11.2026', end: '03.2027' },
      {
        startDate: '2026-11',
        endDate: '2027-03',
        startTimestamp: Date.parse('2026-11-01T00:00:00+05:00'),
        endTimestamp: Date.parse('2027-03-31T23:59:59.999+05:00'),
      },
    );
  });

  it('speaks Kazakh', async () => {
    const { start, end, user } = renderRange({ label: 'Кезең' }, 'kk');
    expect(start).toHaveAccessibleName('Басталуы');
    expect(end).toHaveAccessibleName('Аяқталуы');
    await user.click(calendarButton());
    expect(focused()).toHaveAccessibleDescription('Кезеңнің бірінші күнін таңдаңыз');
    expect(screen.getByText('Қараша 2026')).toBeVisible();
  });

  it('reads a pasted period end by end, and says which end is no date', async () => {
    const { start, end, user, onChange, container } = renderRange();
    await user.click(start);
    await user.paste('2026-11-01');
    expect(start).toHaveValue('01.11.2026');
    await user.click(end);
    await user.paste('30 ноября 2026');
    expect(end).toHaveValue('30 ноября 2026');
    expect(onChange).toHaveBeenLastCalledWith({ start: '01.11.2026', end: '30 ноября 2026' }, null);
    expect(end).toBeInvalid();
    expect(start).not.toBeInvalid();
    const described = (end.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Ошибка: Неверный формат даты окончания');
    expect(screen.getByRole('group', { name: LABEL })).toHaveAccessibleDescription(
      'Например, 21.11.2026 Ошибка: Неверный формат даты окончания',
    );
    expect(document.querySelector('[data-kit-announcer]')).toHaveTextContent(
      'Ошибка: Неверный формат даты окончания',
    );
    await expectNoAxeViolations(container);
    await user.clear(end);
    await user.paste('30.11.2026');
    expect(end).not.toBeInvalid();
    expect(onChange).toHaveBeenLastCalledWith(
      { start: '01.11.2026', end: '30.11.2026' },
      expect.objectContaining({ startDate: '2026-11-01', endDate: '2026-11-30' }),
    );
  });
});
