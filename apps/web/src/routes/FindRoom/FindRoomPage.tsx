import type { FreeRoom, TimeOfDay } from '@laikas/contract';
import { toZonedDayMinute } from '@laikas/timetable-grid';
import { Box, Page, Muted } from '@laikas/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCivilDate } from '../../app/civilDates';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useTimeZone } from '../../data/appInfo';
import { toSearchParams, useFreeRooms } from '../../data/freeRooms';
import { FindRoomSearch } from './FindRoomSearch';
import { bookingSeed, defaultForm, formFromParams, toFreeRoomQuery } from './findRoomQuery';
import { FreeRoomList } from './FreeRoomList';
import { FreeRoomsDay } from './FreeRoomsDay';

/**
 * "Find a room" (`/find-room`): date, time or academic slot, weekly repetition, capacity and equipment; the free
 * rooms as a list and as a lane grid of that day; "Book" opens the reservation form filled in. The search lives in
 * the address, so a search can be shared or reloaded.
 */
export default function FindRoomPage() {
  const { t, i18n } = useTranslation('web');
  const timeZone = useTimeZone();
  const { openNew } = useReservationEditor();
  const [params, setParams] = useSearchParams();
  const [defaults] = useState(() => defaultForm(toZonedDayMinute(Date.now(), timeZone)));
  const [form, setForm] = useState(() => formFromParams(params, defaults));
  // The search asked is the one in the address (what it leaves out, as by default).
  const asked = params.has('date') ? params.toString() : null;
  const askedQuery = useMemo(
    () => (asked === null ? null : toFreeRoomQuery(formFromParams(new URLSearchParams(asked), defaults))),
    [asked, defaults],
  );
  const found = useFreeRooms(askedQuery);
  const rooms = found.data?.data ?? [];
  const query = toFreeRoomQuery(form);

  function search(event: FormEvent) {
    event.preventDefault();
    if (query) {
      setParams(toSearchParams(query));
    }
  }

  function book(room: FreeRoom, picked?: { date: string; from: TimeOfDay; to: TimeOfDay }) {
    if (askedQuery) {
      openNew(bookingSeed(room, askedQuery, picked), { itemId: room.item_id });
    }
  }

  const formatDate = (date: string) => formatCivilDate(date, i18n.language, 'shortWeekday');
  const dates = found.data?.meta.dates ?? [];
  let heading = t('findRoom.results.none');
  if (rooms.length > 0) {
    heading = found.data?.meta.all_free ? t('findRoom.results.free') : t('findRoom.results.candidates');
  }

  return (
    <Page title={t('findRoom.title')} intro={t('findRoom.intro')}>
      <FindRoomSearch
        form={form}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        onSubmit={search}
        canSearch={!!query}
      />
      {found.error ? (
        <p role="alert">{found.error instanceof Error ? found.error.message : t('findRoom.failed')}</p>
      ) : null}
      {found.data ? (
        <section aria-labelledby="find-room-results">
          <Box display="flex" flexDirection="column" gap="md">
            <h2 id="find-room-results" aria-live="polite">
              {heading}
            </h2>
            {dates.length > 1 ? (
              <Muted small>
                {t('findRoom.dates', {
                  count: dates.length,
                  first: formatDate(dates[0]!),
                  last: formatDate(dates.at(-1)!),
                })}
              </Muted>
            ) : null}
            <FreeRoomList rooms={rooms} formatDate={formatDate} onBook={book} />
            {askedQuery ? (
              <FreeRoomsDay rooms={rooms} query={askedQuery} formatDate={formatDate} onBook={book} />
            ) : null}
          </Box>
        </section>
      ) : null}
      {form.from && form.to ? null : <Muted small>{t('findRoom.pickTimes')}</Muted>}
    </Page>
  );
}
