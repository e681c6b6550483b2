export {
  Checkbox,
  Field,
  FieldErrors,
  fieldIds,
  invalidProps,
  TextArea,
  TextInput,
  type CheckboxProps,
  type FieldErrorsProps,
  type FieldProps,
} from './Field';
