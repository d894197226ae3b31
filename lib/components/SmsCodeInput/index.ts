export { SmsCodeInput, type SmsCodeInputProps } from './SmsCodeInput.tsx';
export { useSmsCountdown, formatCountdown, type SmsCountdown } from './useSmsCountdown.ts';
export {
  validateSmsCode,
  smsCodeErrorMessage,
  useSmsCodeErrorMessage,
  type SmsCodeError,
} from './validateSmsCode.ts';
export { smsCodeMessages, type SmsCodeMessages } from './intl.ts';
