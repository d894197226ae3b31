/** The office-address check, on its own (for the embed bundle). */
export { AddressCheckWidget, type AddressCheckWidgetProps } from './AddressCheckWidget.tsx';
export { checkHouse, type AddressCheckResult } from './check.ts';
export type { WidgetEvent, WidgetBaseProps, WidgetName, WidgetOutcome } from '../core/types.ts';
