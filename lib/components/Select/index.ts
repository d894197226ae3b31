export {
  Select,
  type SelectProps,
  type SingleSelectProps,
  type MultipleSelectProps,
  type SelectOption,
} from './Select.tsx';
export { matchesSearch } from './match.ts';
export { LazySelect } from './LazySelect.tsx';
