import { Box, Button, Inline, type ModalRequestProps } from '@laikas/ui';
import { useTranslation } from 'react-i18next';

interface SessionEndingProps extends ModalRequestProps<'stay' | 'signOut'> {
  /** When the session ends, as the university's clock reads it (`HH:MM`). */
  time: string;
  canExtend: boolean;
}

/**
 * The body of the warning that the session is about to end (issue 32): when it ends, "Stay signed in" (while it can be
 * extended) and "Log out".
 */
export function SessionEndingDialog({ time, canExtend, resolve }: SessionEndingProps) {
  const { t } = useTranslation('web');
  return (
    <div>
      {/* Said as the dialog opens, whatever element a screen reader reads first. */}
      <Box as="p" role="alert" marginBottom="lg">
        {canExtend ? t('session.ending', { time }) : t('session.endingFinal', { time })}
      </Box>
      {/* The two answers wrap onto their own lines in a narrow window (WCAG 1.4.10). */}
      <Inline align="end">
        <Button variant="secondary" onClick={() => resolve('signOut')}>
          {t('layout.logout')}
        </Button>
        {canExtend ? (
          // The answer most people want is where the keyboard already is (the modal host focuses it).
          <Button data-autofocus onClick={() => resolve('stay')}>
            {t('session.stay')}
          </Button>
        ) : null}
      </Inline>
    </div>
  );
}
