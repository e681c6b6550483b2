export { CopyField, type CopyFieldProps, type CopyText } from './CopyField';
