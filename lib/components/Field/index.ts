export {
  Field,
  type FieldProps,
  type FieldBaseProps,
  type FieldBaseWithDefaultLabelProps,
  type FieldControlProps,
} from './Field.tsx';
