import { Box, Button, Muted, fieldIds } from '@laikas/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilePickerProps {
  /** The input's id: the field's label points at it, and the button is named by that label. */
  id: string;
  /** The file types offered (`accept`). */
  accept: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** For focusing the picker when the form finds it wrong: the button, the one a person reaches. */
  buttonRef?: (element: HTMLElement | null) => void;
  invalid?: boolean;
  /** The ids of the field's hint and errors. */
  describedBy?: string;
}

/**
 * One file chosen with a button of the screen's language and the file's name beside it, as the resource photos'
 * picker does: the browser's own file input said "Choose File" and "No file chosen" in English on a Lithuanian
 * screen. The input itself stays, hidden, and takes the file; the button opens it.
 */
export function FilePicker({ id, accept, value, onChange, buttonRef, invalid, describedBy }: FilePickerProps) {
  const { t } = useTranslation('web');
  const input = useRef<HTMLInputElement>(null);
  const ids = { button: `${id}-button`, chosen: `${id}-chosen` };
  return (
    <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
      <Button
        ref={buttonRef}
        id={ids.button}
        variant="secondary"
        aria-labelledby={`${fieldIds(id).label} ${ids.button}`}
        aria-describedby={describedBy ? `${ids.chosen} ${describedBy}` : ids.chosen}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
      >
        {t('imports.filePicker.choose')}
      </Button>
      <Muted as="span" id={ids.chosen}>
        {value?.name ?? t('imports.filePicker.none')}
      </Muted>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </Box>
  );
}
