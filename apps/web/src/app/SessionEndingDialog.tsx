import { Box, Button, Inline, type ModalRequestProps } from '@laikas/ui';
import { useTranslation } from 'react-i18next';

/** A wall-clock time in the university's zone and the reader's language, 24-hour as the timetable shows times. */
export function clockTime(at: number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'lt-LT', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}

type Answer = 'stay' | 'signOut';

interface SessionEndingProps extends ModalRequestProps<Answer> {
  endsAt: number;
  canExtend: boolean;
  timeZone: string;
}

/** The warning's body: when the session ends, "Stay signed in" (while it can be extended) and "Log out". */
export function SessionEndingDialog({ endsAt, canExtend, timeZone, resolve }: SessionEndingProps) {
  const { t, i18n } = useTranslation('web');
  const time = clockTime(endsAt, i18n.language, timeZone);
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
