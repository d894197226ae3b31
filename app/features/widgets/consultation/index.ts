/** The consultation form, on its own (what the embed bundle imports for its element). */
export {
  ConsultationWidget,
  type ConsultationResult,
  type ConsultationWidgetProps,
} from './ConsultationWidget.tsx';
export type { WidgetEvent, WidgetBaseProps, WidgetName, WidgetOutcome } from '../core/types.ts';
