export {
  Form,
  FormField,
  FormPage,
  FormRow,
  type FormControlProps,
  type FormFieldProps,
  type FormPageProps,
  type FormProps,
  type ServerFieldErrors,
} from './Form';
export { useSchemaForm, type SchemaForm } from './useSchemaForm';
