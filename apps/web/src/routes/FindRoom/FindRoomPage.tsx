import type { FreeRoom, FreeRoomResponse, TimeOfDay } from '@laikas/contract';
import type { TFunction } from 'i18next';
import { toZonedDayMinute } from '@laikas/timetable-grid';
import { Box, Page, Muted, visuallyHidden } from '@laikas/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCivilDate } from '../../app/civilDates';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useTimeZone } from '../../data/appInfo';
import { toSearchParams, useFreeRooms, useHolidaysOn } from '../../data/freeRooms';
import { findRoomErrors, focusFirstError } from './findRoomErrors';
import { FindRoomSearch } from './FindRoomSearch';
import { bookingSeed, defaultForm, formFromParams, toFreeRoomQuery } from './findRoomQuery';
import { FreeRoomList } from './FreeRoomList';
import { FreeRoomsDay } from './FreeRoomsDay';

/** What a search found, in words: how many rooms are free, or how many candidates there are, or none. */
function resultCount(t: TFunction<'web'>, answer: FreeRoomResponse): string {
  if (answer.data.length === 0) {
    return t('findRoom.results.none');
  }
  const count = answer.data.length;
  return answer.meta.all_free ? t('findRoom.found.free', { count }) : t('findRoom.found.candidates', { count });
}

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
  // Said at once: an end not after its start, seats under one. A date or time not chosen: once Search was pressed.
  const [tried, setTried] = useState(false);
  const errors = findRoomErrors(t, form, tried);
  // Searches asked (Search pressed; the one in the address at load is the 0th), and the count last said for one.
  const [searches, setSearches] = useState(0);
  const [said, setSaid] = useState<{ search: number; text: string } | null>(null);
  // Once per search, when its answer is in (WCAG 4.1.3): the focus stays on Search, so a polite status says how many
  // were found. Not again when the answer is read again for a live change: the list just updates.
  if (found.data && said?.search !== searches) {
    setSaid({ search: searches, text: resultCount(t, found.data) });
  }

  function search(event: FormEvent) {
    event.preventDefault();
    if (focusFirstError(findRoomErrors(t, form, true))) {
      // Search says why it cannot search: the messages under the fields, and the focus on the first of them.
      setTried(true);
      return;
    }
    if (query) {
      setSearches((count) => count + 1);
      setParams(toSearchParams(query));
    }
  }

  function book(room: FreeRoom, picked?: { date: string; from: TimeOfDay; to: TimeOfDay }) {
    if (askedQuery) {
      openNew(bookingSeed(room, askedQuery, picked), { itemId: room.item_id });
    }
  }

  const formatDate = (date: string) => formatCivilDate(date, i18n.language, 'date');
  // The one day above its grid names its weekday in full: a short one ended the Lithuanian heading in "…, an".
  const formatDay = (date: string) => formatCivilDate(date, i18n.language, 'weekday');
  const dates = found.data?.meta.dates ?? [];
  // No room on one day: a whole-day holiday says so, or the finder reads as if every room were taken.
  const holiday = useHolidaysOn(found.data && rooms.length === 0 && dates.length === 1 ? dates[0]! : null).find(
    (blackout) => blackout.all_day,
  );
  let heading = t('findRoom.results.none');
  if (rooms.length > 0) {
    heading = found.data?.meta.all_free ? t('findRoom.results.free') : t('findRoom.results.candidates');
  }

  return (
    <Page title={t('findRoom.title')} intro={t('findRoom.intro')}>
      {/* There, empty, from the start: words added with their region are often not read. A new node for each search,
          so the same count is read again. */}
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {said ? <span key={said.search}>{said.text}</span> : null}
      </div>
      <FindRoomSearch
        form={form}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        errors={errors}
        onSubmit={search}
      />
      {found.error ? (
        <p role="alert">{found.error instanceof Error ? found.error.message : t('findRoom.failed')}</p>
      ) : null}
      {found.data ? (
        <section aria-labelledby="find-room-results">
          <Box display="flex" flexDirection="column" gap="md">
            <h2 id="find-room-results">{heading}</h2>
            {holiday ? <p>{t('findRoom.holiday', { date: formatDate(dates[0]!), name: holiday.name })}</p> : null}
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
              <FreeRoomsDay
                rooms={rooms}
                query={askedQuery}
                allFree={found.data.meta.all_free}
                formatDate={formatDay}
                onBook={book}
              />
            ) : null}
          </Box>
        </section>
      ) : null}
      {form.from && form.to ? null : <Muted small>{t('findRoom.pickTimes')}</Muted>}
    </Page>
  );
}
