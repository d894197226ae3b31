export {
  Dialog,
  DialogClose,
  type DialogProps,
  type DialogCloseProps,
  type DialogSize,
} from './Dialog.tsx';
