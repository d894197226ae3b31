/**
 * Kazakh words for the react-aria parts the widgets bundle (the address fields' combobox, and the
 * menu trigger it is built on), in the shape of react-aria's own string tables, one export per
 * react-aria folder (`dist/private/<folder>/intlStrings.mjs`). react-aria ships none for Kazakh
 * and falls back to English, so a Kazakh visitor would hear «5 options available.» from its live
 * announcer. The embed build adds these as `kk-KZ` (`reactAriaKazakh` in `embed/plugins.ts`); the
 * widgets' `I18nProvider` says `kk-KZ`.
 */

/** What react-aria hands a string function: plural, number and select helpers for the locale. */
interface Formatter {
  number(value: number): string;
}

export const combobox = {
  /** The open-list button's name (the widgets have no such button; kept for completeness). */
  buttonLabel: 'Ұсыныстарды көрсету',
  /** Said when the list opens or its length changes. */
  countAnnouncement: (args: { optionCount: number }, formatter: Formatter) =>
    `${formatter.number(args.optionCount)} нұсқа табылды.`,
  /** Said on moving through the options (VoiceOver). */
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
    `${args.isGroupChange ? `${args.groupTitle} тобы, ${formatter.number(args.groupCount)} нұсқа. ` : ''}` +
    `${args.optionText}${args.isSelected ? ', таңдалған' : ''}`,
  /** The list's name (the widgets name it by its field instead). */
  listboxLabel: 'Ұсыныстар',
  /** Said when an option is chosen (VoiceOver). */
  selectedAnnouncement: (args: { optionText: string }) => `${args.optionText}, таңдалды`,
};

export const menu = {
  /** A long-press menu trigger's description (the widgets have none; kept for completeness). */
  longPressMessage: 'Мәзірді ашу үшін басып тұрыңыз немесе Alt + төмен көрсеткісін басыңыз',
};
