/** The handset special-offer check and request, on its own (for the embed bundle). */
export {
  HandsetOfferWidget,
  type HandsetOfferResult,
  type HandsetOfferWidgetProps,
} from './HandsetOfferWidget.tsx';
export type { WidgetEvent, WidgetBaseProps, WidgetName, WidgetOutcome } from '../core/types.ts';
