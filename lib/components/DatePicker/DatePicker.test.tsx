import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';
import { validateDate, type DateErrorCode } from './validate.ts';

// Today is fixed (only the clock; timers stay real for user-event), so "today" is testable.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T09:00:00+05:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const LABEL = 'Дата подключения';

function renderPicker(props: Partial<DatePickerProps> = {}, locale: 'ru' | 'kk' = 'ru') {
  const onChange = vi.fn();
  const view = renderWithKit(
    <DatePicker label={LABEL} timeZone="Asia/Almaty" onChange={onChange} {...props} />,
    { locale },
  );
  const input = screen.getByRole('textbox') as HTMLInputElement;
  return { ...view, input, onChange, user: userEvent.setup() };
}

const calendarButton = () =>
  // `hidden`: while the calendar is open the rest of the page is hidden from assistive tech.
  screen.getByRole('button', { name: /^(Выбрать в календаре|Күнтізбеден таңдау):/, hidden: true });
const focused = () => document.activeElement as HTMLElement;

/** Every name, description and live-region text under `root` is free of Latin letters. */
function expectNoLatinIn(root: HTMLElement) {
  const texts = [...root.querySelectorAll('*')].flatMap((node) => {
    const refs = ['aria-labelledby', 'aria-describedby'].flatMap(
      (attribute) => node.getAttribute(attribute)?.split(' ') ?? [],
    );
    return [
      node.getAttribute('aria-label') ?? '',
      ...refs.map((id) => document.getElementById(id)?.textContent ?? ''),
      node.matches('[aria-live], [data-live-announcer]') ? (node.textContent ?? '') : '',
    ];
  });
  expect(texts.filter((text) => /[a-z]/i.test(text))).toEqual([]);
}

describe('DatePicker: the text field', () => {
  it('is a numeric text field named by its label and described by the format', async () => {
    const { input, container } = renderPicker();
    expect(input).toHaveAccessibleName(LABEL);
    expect(input).toHaveAccessibleDescription('Например, 21.11.2026');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('type', 'text');
    expect(calendarButton()).toHaveAccessibleName(`Выбрать в календаре: ${LABEL}`);
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });

  it('puts the dots in as the user types and reports the ISO date', async () => {
    const { input, user, onChange } = renderPicker();
    await user.type(input, '21112026');
    expect(input).toHaveValue('21.11.2026');
    expect(onChange).toHaveBeenLastCalledWith('21.11.2026', '2026-11-21');
    expect(onChange).toHaveBeenCalledWith('21.1', null);
  });

  it('ignores letters and refuses digits that do not fit', async () => {
    const { input, user } = renderPicker();
    await user.type(input, '2x1.11.20265');
    expect(input).toHaveValue('21.11.2026');
  });

  it('keeps the caret where the user edits in the middle', async () => {
    const { input, user } = renderPicker({ defaultValue: '21.11.2026' });
    // Caret after "21.11": delete the month's last digit and type another.
    await user.type(input, '{Backspace}2', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('21.12.2026');
    expect(input.selectionStart).toBe(5);
  });

  it('shows what was typed as dd.mm.yyyy once focus leaves', async () => {
    const { input, user, onChange } = renderPicker();
    await user.type(input, '1.3.2025');
    expect(input).toHaveValue('1.3.2025');
    await user.tab();
    expect(input).toHaveValue('01.03.2025');
    expect(onChange).toHaveBeenLastCalledWith('01.03.2025', '2025-03-01');
  });

  it('never clears what the user typed, even when it is not a date', async () => {
    const { input, user } = renderPicker({ validateOnBlur: true });
    await user.type(input, '31.02.2025');
    await user.tab();
    expect(input).toHaveValue('31.02.2025');
  });
});

/** The texts the ids in `aria-describedby` point to. */
function describedBy(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}
const liveRegion = () => document.querySelector('[data-kit-announcer]');

describe('DatePicker: paste', () => {
  it.each([
    ['21.11.2026', '21.11.2026', '2026-11-21'],
    ['21/11/2026', '21.11.2026', '2026-11-21'],
    [' 21.11.2026 ', '21.11.2026', '2026-11-21'],
    ['2026-11-21', '21.11.2026', '2026-11-21'],
  ])('reads a pasted %j as a date', async (pasted, shown, iso) => {
    const { input, user, onChange } = renderPicker();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(shown, iso);
    expect(input).not.toBeInvalid();
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it.each(['21 ноября 2026', '21 қараша 2026', 'завтра', '21.11.2026 г.', '21.11.20265'])(
    'keeps a pasted %j as it came and says «Неверный формат даты» at once',
    async (pasted) => {
      const { input, user, onChange, container } = renderPicker();
      await user.click(input);
      await user.paste(pasted);
      // not mangled by the mask into «21.20.26»
      expect(input).toHaveValue(pasted);
      expect(onChange).toHaveBeenLastCalledWith(pasted, null);
      expect(input).toBeInvalid();
      expect(describedBy(input)).toContain('Ошибка: Неверный формат даты');
      expect(input).toHaveAccessibleDescription(
        'Например, 21.11.2026 Ошибка: Неверный формат даты',
      );
      expect(liveRegion()).toHaveTextContent('Ошибка: Неверный формат даты');
      await expectNoAxeViolations(container);
    },
  );

  it('lets the user fix the pasted text by hand, without regrouping it on the way', async () => {
    const { input, user, onChange } = renderPicker();
    await user.click(input);
    await user.paste('21 ноября 2026');
    // «ноября» selected and replaced by the month's digits
    await user.type(input, '11', { initialSelectionStart: 3, initialSelectionEnd: 9 });
    expect(input).toHaveValue('21.11.2026');
    expect(onChange).toHaveBeenLastCalledWith('21.11.2026', '2026-11-21');
    expect(input).not.toBeInvalid();
  });

  it('keeps what is left when the letters are deleted, rather than «21.20.26»', async () => {
    const { input, user } = renderPicker();
    await user.click(input);
    await user.paste('21 ноября 2026');
    await user.type(input, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 9 });
    expect(input).toHaveValue('21  2026');
    expect(input).toBeInvalid();
    await user.clear(input);
    expect(input).not.toBeInvalid();
    await user.type(input, '21112026');
    expect(input).toHaveValue('21.11.2026');
  });

  it('says so even while a form shows no error of its own, and in monthAndYear mode', async () => {
    const { input, user } = renderPicker({ mode: 'monthAndYear', errorCode: null });
    await user.click(input);
    await user.paste('ноябрь 2026');
    expect(input).toHaveValue('ноябрь 2026');
    expect(describedBy(input)).toContain('Ошибка: Неверный формат даты');
    await user.clear(input);
    await user.paste('11.2026');
    expect(input).toHaveValue('11.2026');
    expect(input).not.toBeInvalid();
  });

  it('speaks Kazakh', async () => {
    const { input, user } = renderPicker({}, 'kk');
    await user.click(input);
    await user.paste('21 қараша 2026');
    expect(describedBy(input)).toContain('Қате: Күн пішімі қате');
    expect(liveRegion()).toHaveTextContent('Қате: Күн пішімі қате');
  });
});

describe('DatePicker: errors', () => {
  it.each<[DateErrorCode, Partial<DatePickerProps>, string]>([
    ['ERROR_EMPTY', {}, 'Введите дату'],
    ['FORMAT', {}, 'Неверный формат даты'],
    ['NOT_EXIST', {}, 'Такой даты не существует'],
    [
      'ERROR_RANGE',
      { min: '2026-11-10', max: '2026-12-31' },
      'Дата должна быть между 10.11.2026 и 31.12.2026',
    ],
    ['UNAVAILABLE', {}, 'Эта дата недоступна. Выберите другую'],
  ])('%s: marks the field invalid and describes it by the message', async (code, props, text) => {
    const { input, container } = renderPicker({ errorCode: code, ...props });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(`Например, 21.11.2026 Ошибка: ${text}`);
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      `Ошибка: ${text}`,
    );
    await expectNoAxeViolations(container);
  });

  it('checks on blur when asked, and clears the error as the user corrects it', async () => {
    const { input, user } = renderPicker({ validateOnBlur: true, required: true });
    await user.type(input, '29022026');
    expect(input).not.toBeInvalid();
    // To the calendar button: still within the field.
    await user.tab();
    expect(focused()).toBe(calendarButton());
    expect(input).not.toBeInvalid();
    await user.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Такой даты не существует/);
    await user.clear(input);
    expect(input).toHaveAccessibleDescription(/Введите дату/);
    await user.type(input, '29022028');
    expect(input).not.toBeInvalid();
  });

  it('lets a form validate on submit with the same words as the field', async () => {
    function Form() {
      const [text, setText] = useState('');
      const [code, setCode] = useState<DateErrorCode | null>(null);
      const rules = { required: true, min: '2026-11-10', max: '2026-11-30' };
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setCode(validateDate(text, rules));
          }}
          noValidate
        >
          <DatePicker label={LABEL} {...rules} value={text} onChange={setText} errorCode={code} />
          <button type="submit">Отправить</button>
        </form>
      );
    }
    renderWithKit(<Form />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(input).toHaveAccessibleDescription(/Ошибка: Введите дату/);
    await user.type(input, '01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(input).toHaveAccessibleDescription(
      /Ошибка: Дата должна быть между 10.11.2026 и 30.11.2026/,
    );
    await user.clear(input);
    await user.type(input, '30.11.2026');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(input).not.toBeInvalid();
  });

  it("shows a caller's own error words", () => {
    const { input } = renderPicker({ error: 'Выбранное время занято, выберите другое' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Выбранное время занято/);
  });
});

describe('DatePicker: the calendar', () => {
  it('opens from the button on the chosen day, moves by arrows and pages, and Enter chooses', async () => {
    const { input, user, onChange } = renderPicker({ defaultValue: '21.11.2026' });
    await user.click(calendarButton());
    const dialog = screen.getByRole('dialog', { name: `Календарь: ${LABEL}` });
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('grid', { name: 'ноябрь 2026' })).toBeInTheDocument();
    expect(focused()).toHaveAccessibleName('суббота, 21 ноября 2026, выбрано');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName('воскресенье, 22 ноября 2026');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAccessibleName('воскресенье, 29 ноября 2026');
    await user.keyboard('{PageDown}');
    expect(focused()).toHaveAccessibleName('вторник, 29 декабря 2026');
    expect(within(dialog).getByRole('grid', { name: 'декабрь 2026' })).toBeInTheDocument();
    await user.keyboard('{PageUp}{PageUp}{ArrowLeft}');
    expect(focused()).toHaveAccessibleName('среда, 28 октября 2026');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('28.10.2026');
    expect(onChange).toHaveBeenLastCalledWith('28.10.2026', '2026-10-28');
    expect(focused()).toBe(input);
  });

  it('opens with Alt+ArrowDown on today and Esc returns focus to the field, unchanged', async () => {
    const { input, user, onChange } = renderPicker();
    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(focused()).toHaveAccessibleName('вторник, 10 ноября 2026, сегодня');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(focused()).toBe(input);
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('returns focus to the field, not the button, when opened from the button', async () => {
    const { input, user } = renderPicker();
    await user.click(calendarButton());
    await user.keyboard('{Escape}');
    expect(focused()).toBe(input);
  });

  it('chooses a day with the mouse', async () => {
    const { input, user } = renderPicker({ defaultValue: '01.11.2026' });
    await user.click(calendarButton());
    await user.click(screen.getByRole('button', { name: 'пятница, 20 ноября 2026' }));
    expect(input).toHaveValue('20.11.2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between months with its own labelled buttons and announces the month', async () => {
    const { user } = renderPicker({ defaultValue: '21.11.2026' });
    await user.click(calendarButton());
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Следующий месяц' }));
    expect(within(dialog).getByRole('grid', { name: 'декабрь 2026' })).toBeInTheDocument();
    expect(within(dialog).getByText('декабрь 2026')).toHaveAttribute('aria-live', 'polite');
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущий месяц' }));
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущий месяц' }));
    expect(within(dialog).getByRole('grid', { name: 'октябрь 2026' })).toBeInTheDocument();
  });

  it('keeps to min and max, both inclusive', async () => {
    const { input, user } = renderPicker({ min: '2026-11-05', max: '2026-11-25' });
    await user.click(calendarButton());
    expect(screen.getByRole('button', { name: 'среда, 4 ноября 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'четверг, 26 ноября 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // PageDown would leave the range: focus stops at max.
    await user.keyboard('{PageDown}');
    expect(focused()).toHaveAccessibleName('среда, 25 ноября 2026');
    expect(screen.getByRole('button', { name: 'Следующий месяц' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('25.11.2026');
    await user.click(calendarButton());
    await user.keyboard('{PageUp}');
    expect(focused()).toHaveAccessibleName('четверг, 5 ноября 2026');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('05.11.2026');
  });

  it('does not let unavailable days be chosen, by keyboard or mouse', async () => {
    const booked = new Set(['2026-11-11', '2026-11-12']);
    const { input, user, onChange } = renderPicker({
      isDateUnavailable: (date) => booked.has(date),
    });
    await user.click(calendarButton());
    const unavailable = screen.getByRole('button', { name: 'среда, 11 ноября 2026' });
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(unavailable);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'четверг, 12 ноября 2026' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(input).toHaveValue('13.11.2026');
  });

  it('has no axe violations while open', async () => {
    const { container, user } = renderPicker({
      defaultValue: '21.11.2026',
      isDateUnavailable: (date) => date === '2026-11-24',
      min: '2026-11-03',
    });
    await user.click(calendarButton());
    await expectNoAxeViolations(container.ownerDocument.body);
  });
});

describe('DatePicker: Kazakh', () => {
  // Node has Kazakh CLDR data; Chromium has none and falls back to the root locale. Do as
  // Chromium does, so anything worded by Intl shows up here as Latin text.
  const NativeDateTimeFormat = Intl.DateTimeFormat;
  beforeEach(() => {
    const withoutKk = (locales?: string | readonly string[]) =>
      [locales ?? []].flat().some((locale) => /^kk\b/i.test(locale)) ? 'und' : locales;
    Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
      construct: (target, [locales, options]) => new target(withoutKk(locales), options),
      apply: (target, _this, [locales, options]) => target(withoutKk(locales), options),
    });
  });
  afterEach(() => {
    Intl.DateTimeFormat = NativeDateTimeFormat;
  });

  it('names months and weekdays from the kit tables and every control in Kazakh', async () => {
    const { input, user } = renderPicker(
      { defaultValue: '21.11.2026', label: 'Қосылу күні', errorCode: 'NOT_EXIST' },
      'kk',
    );
    expect(input).toHaveAccessibleDescription('Мысалы, 21.11.2026 Қате: Күнтізбеде мұндай күн жоқ');
    await user.click(calendarButton());
    const dialog = screen.getByRole('dialog', { name: 'Күнтізбе: Қосылу күні' });
    expect(within(dialog).getByText('Қараша 2026')).toBeVisible();
    const weekdays = within(dialog)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Дс', 'Сс', 'Ср', 'Бс', 'Жм', 'Сб', 'Жс']);
    expect(focused()).toHaveAccessibleName('2026 жылғы 21 қараша, сенбі, таңдалды');
    expect(within(dialog).getByRole('button', { name: 'Алдыңғы ай' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Келесі ай' })).toBeInTheDocument();
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('2026 жылғы қараша');
    // react-aria has no Kazakh: none of its English may reach a name, a description or its live
    // announcer, while looking around and after choosing.
    await user.click(within(dialog).getByRole('button', { name: 'Келесі ай' }));
    expect(within(dialog).getByText('2026 жылғы желтоқсан')).toHaveAttribute('aria-live', 'polite');
    expectNoLatinIn(document.body);
    await user.click(
      within(dialog).getByRole('button', { name: '2026 жылғы 1 желтоқсан, сейсенбі' }),
    );
    expect(input).toHaveValue('01.12.2026');
    expectNoLatinIn(document.body);
  });
});

describe('DatePicker: monthAndYear', () => {
  it('types mm.yyyy and reports the ISO month', async () => {
    const { input, user, onChange } = renderPicker({ mode: 'monthAndYear' });
    expect(input).toHaveAccessibleDescription('Например, 11.2026');
    await user.type(input, '112026');
    expect(input).toHaveValue('11.2026');
    expect(onChange).toHaveBeenLastCalledWith('11.2026', '2026-11');
  });

  it('chooses a month from a month grid with a year switcher', async () => {
    const { input, user, onChange } = renderPicker({
      mode: 'monthAndYear',
      defaultValue: '11.2026',
    });
    await user.click(calendarButton());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('grid', { name: '2026 год' })).toBeInTheDocument();
    expect(focused()).toHaveAccessibleName('ноябрь 2026, выбрано');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName('декабрь 2026');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toHaveAccessibleName('сентябрь 2026');
    await user.keyboard('{PageDown}');
    expect(focused()).toHaveAccessibleName('сентябрь 2027');
    await user.keyboard('{Home}');
    expect(focused()).toHaveAccessibleName('июль 2027');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('07.2027');
    expect(onChange).toHaveBeenLastCalledWith('07.2027', '2027-07');
    expect(focused()).toBe(input);
  });

  it('switches years with buttons, announces the year, and keeps to min and max', async () => {
    const { user } = renderPicker({ mode: 'monthAndYear', min: '2025-06', max: '2026-12' });
    await user.click(calendarButton());
    await user.click(screen.getByRole('button', { name: 'Предыдущий год' }));
    expect(screen.getByRole('grid', { name: '2025 год' })).toBeInTheDocument();
    expect(screen.getByText('2025 год')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Предыдущий год' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'май 2025' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'май 2025' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'июнь 2025' }));
    expect(screen.getByRole('textbox')).toHaveValue('06.2025');
  });

  it('names the months in Kazakh', async () => {
    const { user } = renderPicker({ mode: 'monthAndYear', defaultValue: '11.2026' }, 'kk');
    await user.click(calendarButton());
    const months = within(screen.getByRole('grid', { name: '2026 жыл' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(months).toEqual([
      'Қаңтар',
      'Ақпан',
      'Наурыз',
      'Сәуір',
      'Мамыр',
      'Маусым',
      'Шілде',
      'Тамыз',
      'Қыркүйек',
      'Қазан',
      'Қараша',
      'Желтоқсан',
    ]);
    expect(focused()).toHaveAccessibleName('2026 жылғы қараша, таңдалды');
  });

  it('has no axe violations while open', async () => {
    const { container, user } = renderPicker({ mode: 'monthAndYear', min: '2026-03' });
    await user.click(calendarButton());
    await expectNoAxeViolations(container.ownerDocument.body);
  });
});

describe('DatePicker: disabled', () => {
  it('disables the field and the calendar button', async () => {
    const { input, container } = renderPicker({ disabled: true, defaultValue: '21.11.2026' });
    expect(input).toBeDisabled();
    expect(calendarButton()).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('does not open on first render when disabled', () => {
    renderPicker({ disabled: true, defaultOpen: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it('opens on first render when asked (stories), hiding the page behind it', async () => {
  const onChange = vi.fn();
  renderWithKit(
    <DatePicker label={LABEL} defaultOpen defaultValue="21.11.2026" onChange={onChange} />,
  );
  await act(async () => {});
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { hidden: true })).toHaveValue('21.11.2026');
  // Nothing opened it, so the field takes focus when it closes.
  await userEvent.setup().click(screen.getByRole('button', { name: 'пятница, 20 ноября 2026' }));
  expect(screen.getByRole('textbox')).toHaveValue('20.11.2026');
  expect(focused()).toBe(screen.getByRole('textbox'));
});
