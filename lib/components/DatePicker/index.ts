export { DatePicker, type DatePickerProps } from './DatePicker.tsx';
export {
  DateRangePicker,
  toDateRangeValue,
  type DateRangePickerProps,
  type DateRangeValue,
} from './DateRangePicker.tsx';
export {
  DATE_ERROR_CODES,
  validateDate,
  validateDateRange,
  dateErrorMessage,
  type DateErrorCode,
  type DateRangeErrorCode,
  type DateRangeError,
  type DateRangeText,
  type DateRules,
  type DateErrorMessageOptions,
} from './validate.ts';
export {
  DATE_MODES,
  parseDateText,
  formatDateText,
  isoToDateText,
  maskDateText,
  type DateMode,
  type ParsedDateText,
} from './dateText.ts';
export {
  CALENDAR_NAMES,
  formatDateLong,
  formatDateWithWeekday,
  formatMonthYear,
  formatMonthYearLong,
  type CalendarNames,
  type DateLike,
  type DayParts,
} from './calendarNames.ts';
export { dateErrorMessages, datePickerMessages, type DateErrorMessages } from './intl.ts';
export { enableKitShadowDomSupport, isKitShadowDomSupportEnabled } from './shadowDom.ts';
