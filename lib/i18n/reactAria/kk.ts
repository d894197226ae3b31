/**
 * Kazakh words for react-aria, which ships its own UI strings (a list's «5 options available.»,
 * a popover's hidden «Dismiss» buttons, a calendar's «Previous») in 34 languages but not in
 * Kazakh, and falls back to English. One export per react-aria string folder
 * (`react-aria/dist/private/<folder>/intlStrings.mjs`), in the shape of its own tables
 * (`dist/private/intl/<folder>/<locale>.mjs`): the same keys, each a string or a function of the
 * same arguments. `dictionary.ts` hands each table to react-aria as its package's `kk-KZ` words
 * (`combobox` is `@react-aria/combobox`), at run time, and `KitProvider` runs react-aria in `kk-KZ`
 * on Kazakh pages (`reactAriaLocale`).
 *
 * Only the packages the kit's parts use are here; `dictionary.test.ts` renders those parts in
 * Kazakh and fails when one asks for a package without a table. `kk.test.ts` checks every table
 * against react-aria's `ru-RU` keys and arguments.
 *
 * Grammar notes, for whoever adds a folder: these are read aloud to screen-reader users. A Kazakh
 * noun stays singular after a number (бес нұсқа, not «нұсқалар»), so where the Russian table
 * chooses a plural form the Kazakh one only formats the number. A variable (a date, an option's
 * text) is never given a case ending: its last sound is unknown, so the endings would guess wrong.
 */

/** What react-aria hands a string function besides its arguments, for the page's locale. */
interface Formatter {
  number(value: number): string;
}

/** `Autocomplete`: the name of its list when the list has none (the kit's Select names it). */
export const autocomplete = {
  collectionLabel: 'Ұсыныстар',
};

/** Calendars. The kit names its own buttons and days; these are what react-aria adds. */
export const calendar = {
  previous: 'Алдыңғы',
  next: 'Келесі',
  selectedDateDescription: (args: { date: string }) => `Таңдалған күн: ${args.date}`,
  selectedRangeDescription: (args: { dateRange: string }) => `Таңдалған кезең: ${args.dateRange}`,
  todayDate: (args: { date: string }) => `Бүгін, ${args.date}`,
  todayDateSelected: (args: { date: string }) => `Бүгін, ${args.date} таңдалды`,
  dateSelected: (args: { date: string }) => `${args.date} таңдалды`,
  startRangeSelectionPrompt: 'Кезеңді таңдауды бастау үшін басыңыз',
  finishRangeSelectionPrompt: 'Кезеңді таңдауды аяқтау үшін басыңыз',
  minimumDate: 'Қолжетімді алғашқы күн',
  maximumDate: 'Қолжетімді соңғы күн',
  // «және» takes no ending, unlike «мен/пен/бен» or «…-дан … дейін», which follow the date's sound.
  dateRange: (args: { startDate: string; endDate: string }) =>
    `${args.startDate} және ${args.endDate} аралығы`,
};

/** Comboboxes (the office-address fields). Announced by react-aria's live announcer. */
export const combobox = {
  /** The open-list button's name. */
  buttonLabel: 'Ұсыныстарды көрсету',
  /** Said when the list opens or its length changes. */
  countAnnouncement: (args: { optionCount: number }, formatter: Formatter) =>
    `${formatter.number(args.optionCount)} нұсқа табылды.`,
  /** Said on moving through the options (VoiceOver), with the group when it changes. */
  focusAnnouncement: (
    args: {
      isGroupChange: boolean;
      groupTitle: string;
      groupCount: number;
      optionText: string;
      isSelected: boolean;
    },
    formatter: Formatter,
  ) =>
    `${args.isGroupChange ? `Топ: ${args.groupTitle}, ${formatter.number(args.groupCount)} нұсқа. ` : ''}` +
    `${args.optionText}${args.isSelected ? ', таңдалған' : ''}`,
  /** The list's name when it has none. */
  listboxLabel: 'Ұсыныстар',
  /** Said when an option is chosen (VoiceOver). */
  selectedAnnouncement: (args: { optionText: string }) => `${args.optionText}, таңдалды`,
};

/** Menu triggers opened by a long press (the Select's trigger is built on one). */
export const menu = {
  longPressMessage: 'Мәзірді ашу үшін ұзақ басыңыз немесе Alt + Төмен көрсеткі пернелерін басыңыз',
};

/** Popovers and dialogs: the visually hidden button at each end that closes them. */
export const overlays = {
  dismiss: 'Жабу',
};

/** Search fields: the clear button (react-aria's key is the English text itself). */
export const searchfield = {
  'Clear search': 'Іздеуді тазалау',
};
