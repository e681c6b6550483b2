import { Button } from '@laikas/ui';
import { useReservationFormTranslation } from '../../i18n';
import * as styles from './ReservationForm.css';
import type { ReservationFormState } from './useReservationForm';

/**
 * "Find a free room" (issue 17): the rooms free at the form's date, time and repetition, smallest fitting first as
 * the caller ranks them; choosing one makes it the reservation's resource. Shown when the form can search
 * (`onFindRooms`).
 */
export function FindRoomFields({ form }: { form: ReservationFormState }) {
  const { t } = useReservationFormTranslation();
  if (!form.canFindRooms) {
    return null;
  }
  const { freeRooms } = form;
  return (
    <div className={styles.helperGroup}>
      <Button
        variant="secondary"
        size="small"
        loading={freeRooms.status === 'searching'}
        aria-controls={form.ids.freeRooms}
        onClick={() => void form.findRooms()}
      >
        {t('findRoom.button')}
      </Button>
      <div id={form.ids.freeRooms} role="status" aria-live="polite" className={styles.helperGroup}>
        {freeRooms.status === 'needsTime' ? <p className={styles.helperText}>{t('findRoom.needsTime')}</p> : null}
        {freeRooms.status === 'failed' ? <p className={styles.helperText}>{t('findRoom.failed')}</p> : null}
        {freeRooms.status === 'ready' && freeRooms.rooms.length === 0 ? (
          <p className={styles.helperText}>{t('findRoom.none')}</p>
        ) : null}
        {freeRooms.status === 'ready' && freeRooms.rooms.length > 0 ? (
          <ul aria-label={t('findRoom.results')} className={styles.helperList}>
            {freeRooms.rooms.map((room) => (
              <li key={room.id}>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t('findRoom.choose', { name: room.name })}
                  onClick={() => form.chooseRoom(room.id)}
                >
                  {room.capacity === null ? room.name : t('findRoom.room', { name: room.name, count: room.capacity })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
