import { Field, invalidProps, TextArea, TextInput } from '@laikas/ui';
import type { FieldErrors } from '../../../data/client';
import type { FormState } from './providerForm';

/** The provider form's state, its setter and the server's field errors, as every part of the form takes them. */
export interface FormParts {
  form: FormState;
  change: (values: Partial<FormState>) => void;
  errors: FieldErrors;
}

interface ProviderTextProps extends FormParts {
  /** The server's name of the field (its errors' key); the input's id is `idp-<id>`. */
  id: string;
  field: keyof FormState;
  label: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
}

/** One text field of the provider form (a text area for PEM and XML). */
export function ProviderText({ form, change, errors, id, field, label, hint, type, multiline }: ProviderTextProps) {
  const inputId = `idp-${id}`;
  const common = {
    id: inputId,
    value: String(form[field]),
    ...invalidProps(inputId, errors[id]),
  };
  return (
    <Field id={inputId} label={label} hint={hint} errors={errors[id]}>
      {multiline ? (
        <TextArea
          {...common}
          rows={5}
          spellCheck={false}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      ) : (
        <TextInput
          {...common}
          type={type ?? 'text'}
          autoComplete="off"
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </Field>
  );
}
