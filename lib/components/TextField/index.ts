export { TextField, type TextFieldProps, type TextFieldBaseProps } from './TextField.tsx';
export {
  forbiddenCharactersMessage,
  type ForbiddenCharactersOption,
} from './forbiddenCharacters.ts';
