export {
  ErrorSummary,
  type ErrorSummaryProps,
  type ErrorSummaryItem,
  type ErrorSummaryHandle,
} from './ErrorSummary.tsx';
