import { formatTimeOfDay, type Reservation } from '@laikas/contract';
import { buttonClass } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../routeTable';

/* The pieces every list and page of reservations writes the same way (Home, remote reservations, a reservation). */

/** A reservation's hours, "08:00–09:30". */
export function timeSpanOf({ from_time, to_time }: Pick<Reservation, 'from_time' | 'to_time'>): string {
  return `${formatTimeOfDay(from_time)}–${formatTimeOfDay(to_time)}`;
}

/** A reservation's name as the link to its page. */
export function ReservationLink({ reservation }: { reservation: Pick<Reservation, 'id' | 'name'> }) {
  return <Link to={pathTo('Reservation', { reservationId: reservation.id })}>{reservation.name}</Link>;
}

/** "Join" a remote reservation: its meeting address in a new tab, drawn as a button. */
export function JoinLink({ href }: { href: string }) {
  const { t } = useTranslation('web');
  return (
    <a className={buttonClass({ variant: 'success' })} href={href} target="_blank" rel="noopener noreferrer">
      {t('reservationView.join')}
    </a>
  );
}
