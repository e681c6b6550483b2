import { useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button';
import { Field, TextInput } from '../Field';
import * as styles from './CopyField.css';

/** Puts text on the clipboard; rejects when the browser refuses. */
export type CopyText = (text: string) => Promise<void>;

const clipboardCopy: CopyText = async (text) => {
  if (!navigator.clipboard) {
    throw new Error('No clipboard');
  }
  await navigator.clipboard.writeText(text);
};

export interface CopyFieldProps {
  /** The id of the read-only text box (its label points at it). */
  id: string;
  label: ReactNode;
  /** The text shown and copied (an address, a code). */
  value: string;
  /** A short help text under the box. */
  hint?: ReactNode;
  /** More actions beside Copy (a reset, a link). */
  actions?: ReactNode;
  /** How text reaches the clipboard; the browser's clipboard when left out. */
  copy?: CopyText;
}

/**
 * A read-only text (an address to subscribe to, a code) with a Copy button. Copying is announced; when the browser
 * refuses, the text is selected so that the keyboard can copy it.
 */
export function CopyField({ id, label, value, hint, actions, copy = clipboardCopy }: CopyFieldProps) {
  const { t } = useUiTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'manual'>('idle');

  async function copyValue() {
    try {
      await copy(value);
      setStatus('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus('manual');
    }
  }

  return (
    <Field id={id} label={label} hint={hint}>
      <div className={styles.row}>
        <TextInput
          ref={input}
          id={id}
          className={styles.value}
          value={value}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copyValue()} aria-describedby={`${id}-status`}>
          {t('copy.button')}
        </Button>
        {actions}
      </div>
      <span id={`${id}-status`} className={styles.status} role="status">
        {status === 'idle' ? null : t(`copy.${status}`)}
      </span>
    </Field>
  );
}
