import type { FreeRoom } from '@laikas/contract';
import { Box, Button, ListItem, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './FindRoom.css';

/**
 * The rooms a search found, best fit first: seats (a room's; items such as projectors have none and say nothing of
 * them), equipment, address, approval, clashes, and "Book": under the text on a phone, beside it wider, on every card
 * alike (it wrapped under a long line and stayed beside a short one).
 */
export function FreeRoomList({
  rooms,
  formatDate,
  onBook,
}: {
  rooms: FreeRoom[];
  formatDate: (date: string) => string;
  onBook: (room: FreeRoom) => void;
}) {
  const { t } = useTranslation('web');
  return (
    <ul className={styles.results}>
      {rooms.map((room) => (
        <ListItem key={room.id}>
          <Box
            display="flex"
            flexDirection={{ mobile: 'column', tablet: 'row' }}
            alignItems={{ mobile: 'flex-start', tablet: 'center' }}
            justifyContent="space-between"
            gap="md"
          >
            <Box display="flex" flexDirection="column" gap="xxs" flexShrink={1}>
              <Box as="span" fontSize="lg" fontWeight="medium">
                {room.name}
              </Box>
              <Muted small as="span">
                {[
                  room.capacity === null ? null : t('findRoom.seats', { count: room.capacity }),
                  room.tags.join(', '),
                  room.address,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Muted>
              {room.needs_approval ? (
                <Muted small as="span">
                  {t('findRoom.needsApproval')}
                </Muted>
              ) : null}
              {room.clashes.length > 0 ? (
                <span className={styles.clashes}>
                  {t('findRoom.clashes', {
                    count: room.clashes.length,
                    dates: room.clashes.map(formatDate).join(', '),
                  })}
                </span>
              ) : null}
            </Box>
            <Box flexShrink={0}>
              <Button onClick={() => onBook(room)} aria-label={t('findRoom.bookRoom', { name: room.name })}>
                {t('findRoom.book')}
              </Button>
            </Box>
          </Box>
        </ListItem>
      ))}
    </ul>
  );
}
