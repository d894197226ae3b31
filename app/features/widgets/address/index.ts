/** The office-address check, on its own (for the embed bundle). */
export { AddressCheckWidget, type AddressCheckWidgetProps } from './AddressCheckWidget.tsx';
export { checkHouse, type AddressCheckResult } from './check.ts';
export { loadAddressCombobox } from './AddressCombobox.tsx';
export type { WidgetEvent, WidgetBaseProps, WidgetName, WidgetOutcome } from '../core/types.ts';
