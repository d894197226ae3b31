export { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
export {
  validatePhone,
  phoneErrorMessage,
  usePhoneErrorMessage,
  type PhoneError,
} from './validatePhone.ts';
export { phoneMessages, type PhoneMessages } from './intl.ts';
