import type { KitMessages } from '../../i18n/index.ts';

/** The words of the date pickers' controls. react-aria has no Kazakh strings, so all are ours. */
export const datePickerMessages: KitMessages<{
  /** Hint under the field when the caller gives none: the format by example. */
  hintFullDate: string;
  hintMonthAndYear: string;
  /** The calendar button; its name is followed by the field's label. */
  openCalendar: string;
  /** The popover dialog's name, followed by the field's label. */
  calendar: string;
  /** The hidden close buttons at both ends of the popover, for screen-reader users. */
  closeCalendar: string;
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  /** The month grid's name and what is announced when the year changes. */
  yearHeading: string;
  /** Appended to a day's name. */
  today: string;
  selected: string;
  rangeStart: string;
  rangeEnd: string;
  /** Read on the focused day while a period is being chosen. */
  pickRangeStart: string;
  pickRangeEnd: string;
  /** Labels of a period's two fields. */
  startLabel: string;
  endLabel: string;
}> = {
  ru: {
    hintFullDate: 'Например, 21.11.2026',
    hintMonthAndYear: 'Например, 11.2026',
    openCalendar: 'Выбрать в календаре:',
    calendar: 'Календарь:',
    closeCalendar: 'Закрыть календарь',
    previousMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    previousYear: 'Предыдущий год',
    nextYear: 'Следующий год',
    yearHeading: '{year} год',
    today: 'сегодня',
    selected: 'выбрано',
    rangeStart: 'начало периода',
    rangeEnd: 'конец периода',
    pickRangeStart: 'Выберите первый день периода',
    pickRangeEnd: 'Выберите последний день периода',
    startLabel: 'Начало',
    endLabel: 'Окончание',
  },
  kk: {
    hintFullDate: 'Мысалы, 21.11.2026',
    hintMonthAndYear: 'Мысалы, 11.2026',
    openCalendar: 'Күнтізбеден таңдау:',
    calendar: 'Күнтізбе:',
    closeCalendar: 'Күнтізбені жабу',
    previousMonth: 'Алдыңғы ай',
    nextMonth: 'Келесі ай',
    previousYear: 'Алдыңғы жыл',
    nextYear: 'Келесі жыл',
    yearHeading: '{year} жыл',
    today: 'бүгін',
    selected: 'таңдалды',
    rangeStart: 'кезеңнің басы',
    rangeEnd: 'кезеңнің соңы',
    pickRangeStart: 'Кезеңнің бірінші күнін таңдаңыз',
    pickRangeEnd: 'Кезеңнің соңғы күнін таңдаңыз',
    startLabel: 'Басталуы',
    endLabel: 'Аяқталуы',
  },
};

/**
 * The wording of one kind of field's errors. `{min}` and `{max}` are filled with dd.mm.yyyy
 * (mm.yyyy for months). GOV.UK date-input order: empty, then not a real date, then out of range.
 */
export interface DateErrorWords {
  ERROR_EMPTY: string;
  FORMAT: string;
  NOT_EXIST: string;
  /** Out of range with both bounds. */
  ERROR_RANGE: string;
  /** Out of range with only a lower bound. */
  ERROR_RANGE_MIN: string;
  /** Out of range with only an upper bound. */
  ERROR_RANGE_MAX: string;
  UNAVAILABLE: string;
}

export interface DateErrorMessages {
  fullDate: DateErrorWords;
  monthAndYear: DateErrorWords;
  /** A period's first field. */
  rangeStart: DateErrorWords;
  /** A period's last field. */
  rangeEnd: DateErrorWords;
  END_BEFORE_START: string;
}

export const dateErrorMessages: KitMessages<DateErrorMessages> = {
  ru: {
    fullDate: {
      ERROR_EMPTY: 'Введите дату',
      FORMAT: 'Неверный формат даты',
      NOT_EXIST: 'Такой даты не существует',
      ERROR_RANGE: 'Дата должна быть между {min} и {max}',
      ERROR_RANGE_MIN: 'Дата должна быть не раньше {min}',
      ERROR_RANGE_MAX: 'Дата должна быть не позже {max}',
      UNAVAILABLE: 'Эта дата недоступна. Выберите другую',
    },
    monthAndYear: {
      ERROR_EMPTY: 'Введите месяц и год',
      FORMAT: 'Неверный формат даты',
      NOT_EXIST: 'Такого месяца не существует',
      ERROR_RANGE: 'Месяц должен быть между {min} и {max}',
      ERROR_RANGE_MIN: 'Месяц должен быть не раньше {min}',
      ERROR_RANGE_MAX: 'Месяц должен быть не позже {max}',
      UNAVAILABLE: 'Этот месяц недоступен. Выберите другой',
    },
    rangeStart: {
      ERROR_EMPTY: 'Введите дату начала',
      FORMAT: 'Неверный формат даты начала',
      NOT_EXIST: 'Такой даты начала не существует',
      ERROR_RANGE: 'Дата начала должна быть между {min} и {max}',
      ERROR_RANGE_MIN: 'Дата начала должна быть не раньше {min}',
      ERROR_RANGE_MAX: 'Дата начала должна быть не позже {max}',
      UNAVAILABLE: 'Дата начала недоступна. Выберите другую',
    },
    rangeEnd: {
      ERROR_EMPTY: 'Введите дату окончания',
      FORMAT: 'Неверный формат даты окончания',
      NOT_EXIST: 'Такой даты окончания не существует',
      ERROR_RANGE: 'Дата окончания должна быть между {min} и {max}',
      ERROR_RANGE_MIN: 'Дата окончания должна быть не раньше {min}',
      ERROR_RANGE_MAX: 'Дата окончания должна быть не позже {max}',
      UNAVAILABLE: 'Дата окончания недоступна. Выберите другую',
    },
    END_BEFORE_START: 'Дата окончания должна быть не раньше даты начала',
  },
  kk: {
    fullDate: {
      ERROR_EMPTY: 'Күнді енгізіңіз',
      FORMAT: 'Күн пішімі қате',
      NOT_EXIST: 'Күнтізбеде мұндай күн жоқ',
      ERROR_RANGE: 'Күн {min} және {max} аралығында болуы керек',
      ERROR_RANGE_MIN: 'Күн {min} күнінен ерте болмауы керек',
      ERROR_RANGE_MAX: 'Күн {max} күнінен кеш болмауы керек',
      UNAVAILABLE: 'Бұл күн қолжетімсіз. Басқа күнді таңдаңыз',
    },
    monthAndYear: {
      ERROR_EMPTY: 'Ай мен жылды енгізіңіз',
      FORMAT: 'Күн пішімі қате',
      NOT_EXIST: 'Мұндай ай жоқ',
      ERROR_RANGE: 'Ай {min} және {max} аралығында болуы керек',
      ERROR_RANGE_MIN: 'Ай {min} айынан ерте болмауы керек',
      ERROR_RANGE_MAX: 'Ай {max} айынан кеш болмауы керек',
      UNAVAILABLE: 'Бұл ай қолжетімсіз. Басқа айды таңдаңыз',
    },
    rangeStart: {
      ERROR_EMPTY: 'Басталу күнін енгізіңіз',
      FORMAT: 'Басталу күнінің пішімі қате',
      NOT_EXIST: 'Күнтізбеде мұндай басталу күні жоқ',
      ERROR_RANGE: 'Басталу күні {min} және {max} аралығында болуы керек',
      ERROR_RANGE_MIN: 'Басталу күні {min} күнінен ерте болмауы керек',
      ERROR_RANGE_MAX: 'Басталу күні {max} күнінен кеш болмауы керек',
      UNAVAILABLE: 'Басталу күні қолжетімсіз. Басқа күнді таңдаңыз',
    },
    rangeEnd: {
      ERROR_EMPTY: 'Аяқталу күнін енгізіңіз',
      FORMAT: 'Аяқталу күнінің пішімі қате',
      NOT_EXIST: 'Күнтізбеде мұндай аяқталу күні жоқ',
      ERROR_RANGE: 'Аяқталу күні {min} және {max} аралығында болуы керек',
      ERROR_RANGE_MIN: 'Аяқталу күні {min} күнінен ерте болмауы керек',
      ERROR_RANGE_MAX: 'Аяқталу күні {max} күнінен кеш болмауы керек',
      UNAVAILABLE: 'Аяқталу күні қолжетімсіз. Басқа күнді таңдаңыз',
    },
    END_BEFORE_START: 'Аяқталу күні басталу күнінен ерте болмауы керек',
  },
};
