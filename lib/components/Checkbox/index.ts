export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup.tsx';
