/**
 * The app's form layer: one way to build a form (see CONTRIBUTING.md "Building a form").
 *
 *   const form = useForm({ locale, initial, validate, submit, onSuccess });
 *   <Form form={form} summaryLevel={3}>
 *     <TextField label=… {...form.field('name')} />
 *     <FormActions serviceError={form.serviceError} busy={form.busy} busyLabel=… submitLabel=… />
 *   </Form>
 *
 * `useSmsConfirmation` + `SmsStep` confirm a phone (consultation, case, login, signing);
 * `ConsentCheckbox` (with `consentProblem`) is the one consent to personal data processing;
 * `readFailure` is the one way to read a failed call for a person; `LoadFailed` is the one view of
 * a read that failed, with «Повторить» (a screen's data itself is read through `app/data`).
 */
export {
  useForm,
  type CheckboxFieldProps,
  type FieldErrors,
  type FieldName,
  type FieldProps,
  type FieldsOf,
  type FormApi,
  type FormValues,
  type UseFormOptions,
} from './useForm.ts';
export {
  Form,
  FormActions,
  FormStatusProvider,
  ServiceError,
  StepHeading,
  SubmitSummary,
  SuccessPanel,
  type FormActionsProps,
  type FormProps,
  type FormStatus,
  type HeadingLevel,
  type SubmitSummaryProps,
} from './Form.tsx';
export {
  useSmsConfirmation,
  type SmsCodeState,
  type SmsConfirmation,
  type SmsStepName,
  type UseSmsConfirmationOptions,
  type Verified,
} from './useSmsConfirmation.ts';
export { SmsStep, type SmsStepProps } from './SmsStep.tsx';
export {
  FieldsRejected,
  isAbort,
  numberParam,
  readFailure,
  type Failure,
  type ReadFailureOptions,
} from './failure.ts';
export { binProblem, e164, isEmailAcceptable, optional, phoneProblem } from './validate.ts';
export { LoadFailed, type LoadFailedProps } from './LoadFailed.tsx';
export {
  ConsentCheckbox,
  consentProblem,
  personalDataNoticeHref,
  type ConsentCheckboxProps,
} from './ConsentCheckbox.tsx';
export {
  FormSettingsProvider,
  isConnectionLost,
  useAutoComplete,
  useConnectionHold,
  useFormSettings,
  type ConnectionHold,
  type ConnectionWaiter,
  type FormSettings,
} from './connection.ts';
export { useRefocus } from './useRefocus.ts';
export * as formStyles from './layout.css.ts';
export { FoldedList, FOLD_AFTER, type FoldedListProps } from './FoldedList.tsx';
