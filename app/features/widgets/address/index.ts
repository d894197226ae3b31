/** The office-address check, on its own (for the embed bundle). */
export {
  AddressCheckWidget,
  checkHouse,
  type AddressCheckResult,
  type AddressCheckWidgetProps,
} from './AddressCheckWidget.tsx';
export type { WidgetEvent, WidgetBaseProps, WidgetName, WidgetOutcome } from '../core/types.ts';
