import { DatePicker, FieldErrors } from '@laikas/ui';
import * as styles from './Admin.css';

interface DateFieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** A line under the field saying what it takes. */
  hint?: string;
  errors?: readonly string[];
}

/** A date of an admin form: ui's DatePicker (the page's language, not the browser's mm/dd/yyyy) and its errors. */
export function DateField({ id, label, value, onChange, hint, errors = [] }: DateFieldProps) {
  return (
    <div>
      <DatePicker
        id={id}
        label={label}
        value={value || null}
        onValueChange={(next) => onChange(next ?? '')}
        invalid={errors.length > 0}
      />
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </div>
  );
}
