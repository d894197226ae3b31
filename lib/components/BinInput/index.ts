export { BinInput, type BinInputProps } from './BinInput.tsx';
export {
  validateBin,
  binErrorMessage,
  useBinErrorMessage,
  idNumberLabel,
  useIdNumberLabel,
  type BinError,
} from './validateBin.ts';
export { binMessages, type BinMessages, type BinKindMessages } from './intl.ts';
