import { shiftDate } from '@laikas/contract/time';
import type { FreeRoom, Reservation, TimeOfDay } from '@laikas/contract';
import { LaneGrid, SlotPicker, toZonedDayMinute } from '@laikas/timetable-grid';
import { Box, Button, Checkbox, DatePicker, Field, MultiSelect, TextInput, TimePicker } from '@laikas/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toTimetableEvent, type ReservationEvent } from '../../app/reservations/toTimetableEvent';
import { useReservationEditor } from '../../app/reservations/useReservationEditor';
import { useAppInfo } from '../../data/appInfo';
import { useFreeRooms, useResourceTags, useRoomsDay } from '../../data/freeRooms';
import { formFromParams, repeaterOf, toFreeRoomQuery, toSearchParams, type FindRoomForm } from './findRoomQuery';
import * as styles from './FindRoom.css';

/** How many candidate rooms the lane grid shows. */
const GRID_ROOMS = 8;

/**
 * "Find a room" (`/find-room`): date, time or academic slot, weekly repetition, capacity and equipment; the free
 * rooms as a list and as a lane grid of that day; "Book" opens the reservation form filled in. The search lives in
 * the address, so a search can be shared or reloaded.
 */
export default function FindRoomPage() {
  const { t, i18n } = useTranslation('web');
  const settings = useAppInfo();
  const timeZone = settings?.time_zone ?? 'Europe/Vilnius';
  const { openNew } = useReservationEditor();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => toZonedDayMinute(Date.now(), timeZone).date);
  const defaults: FindRoomForm = {
    date: today,
    from: { hours: 10, minutes: 0 },
    to: { hours: 11, minutes: 30 },
    mode: 'time',
    repeat: false,
    until: shiftDate(today, 7 * 7),
    interval: 1,
    capacity: null,
    tags: [],
  };
  const [form, setForm] = useState<FindRoomForm>(() => formFromParams(params, defaults));
  const asked = params.has('date') ? params.toString() : null;
  const askedQuery = useMemo(
    () => (asked === null ? null : toFreeRoomQuery(formFromParams(new URLSearchParams(asked), defaults))),
    // defaults only matter for what the address leaves out
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [asked],
  );
  const found = useFreeRooms(askedQuery ? toSearchParams(askedQuery).toString() : null);
  const { data: tags = [] } = useResourceTags();
  const rooms = useMemo(() => found.data?.data ?? [], [found.data]);
  const gridIds = useMemo(() => rooms.slice(0, GRID_ROOMS).map((room) => room.id), [rooms]);
  const day = useRoomsDay(gridIds, askedQuery?.date ?? '');

  const update = (change: Partial<FindRoomForm>) => setForm((current) => ({ ...current, ...change }));
  const query = toFreeRoomQuery(form);

  function search(event: FormEvent) {
    event.preventDefault();
    if (query) {
      setParams(toSearchParams(query));
    }
  }

  function book(room: FreeRoom, times?: { from: TimeOfDay; to: TimeOfDay; date: string }) {
    if (!askedQuery) {
      return;
    }
    const [fromHours, fromMinutes] = askedQuery.from.split(':').map(Number) as [number, number];
    const [toHours, toMinutes] = askedQuery.to.split(':').map(Number) as [number, number];
    const type =
      room.types.includes('lecture') && (askedQuery.type === 'lecture' || !room.types.includes('event'))
        ? 'lecture'
        : (room.types[0] ?? 'event');
    openNew(
      {
        reservable: [room.id],
        from: times?.date ?? askedQuery.date,
        from_time: times?.from ?? { hours: fromHours, minutes: fromMinutes },
        to_time: times?.to ?? { hours: toHours, minutes: toMinutes },
        type: times ? 'event' : type,
        repeater: times ? null : repeaterOf(askedQuery),
      },
      { itemId: room.item_id },
    );
  }

  const locale = i18n.language === 'en' ? 'en-US' : 'lt-LT';
  const dateFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const formatDate = (date: string) => dateFormat.format(new Date(`${date}T12:00:00`));
  const events = useMemo(
    () =>
      (day.data ?? []).flatMap(({ id, reservations }) =>
        reservations.map((reservation: Reservation): ReservationEvent => ({
          ...toTimetableEvent(reservation),
          id: `${id}:${reservation.id}`,
          rowId: id,
        })),
      ),
    [day.data],
  );
  const gridRows = rooms.slice(0, GRID_ROOMS).map((room) => ({
    id: room.id,
    label: room.name,
    description: room.capacity === null ? undefined : t('findRoom.seats', { count: room.capacity }),
  }));
  const resultsHeading = found.data?.meta.all_free ? t('findRoom.results.free') : t('findRoom.results.candidates');

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <h1>{t('findRoom.title')}</h1>
      <p className={styles.muted}>{t('findRoom.intro')}</p>
      <form className={styles.form} onSubmit={search} aria-label={t('findRoom.formLabel')}>
        <DatePicker
          label={t('findRoom.date')}
          value={form.date}
          onValueChange={(value) => update({ date: value ?? '' })}
        />
        <Checkbox
          label={t('findRoom.useSlots')}
          checked={form.mode === 'slot'}
          onCheckedChange={(checked) => update({ mode: checked ? 'slot' : 'time' })}
        />
        {form.mode === 'time' ? (
          <>
            <TimePicker
              label={t('findRoom.from')}
              value={form.from}
              step={30}
              onValueChange={(value) => update({ from: value })}
            />
            <TimePicker
              label={t('findRoom.to')}
              value={form.to}
              step={30}
              onValueChange={(value) => update({ to: value })}
            />
          </>
        ) : (
          <div className={styles.wide}>
            <SlotPicker
              aria-label={t('findRoom.slots')}
              value={form.from && form.to ? { from: form.from, to: form.to } : null}
              onChange={(value) => update(value)}
            />
          </div>
        )}
        <Field id="find-room-capacity" label={t('findRoom.capacity')}>
          <TextInput
            id="find-room-capacity"
            type="number"
            min={1}
            inputMode="numeric"
            value={form.capacity ?? ''}
            onChange={(event) => {
              const value = Number(event.target.value);
              update({ capacity: event.target.value === '' || !Number.isFinite(value) ? null : Math.trunc(value) });
            }}
          />
        </Field>
        <MultiSelect<string>
          label={t('findRoom.equipment')}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          value={form.tags}
          onValueChange={(value) => update({ tags: value })}
          placeholder={t('findRoom.anyEquipment')}
          emptyText={t('findRoom.noEquipment')}
        />
        <Checkbox
          label={t('findRoom.repeat')}
          checked={form.repeat}
          onCheckedChange={(checked) => update({ repeat: checked })}
        />
        {form.repeat ? (
          <>
            <DatePicker
              label={t('findRoom.until')}
              value={form.until}
              onValueChange={(value) => update({ until: value ?? '' })}
            />
            <Field id="find-room-interval" label={t('findRoom.interval')}>
              <TextInput
                id="find-room-interval"
                type="number"
                min={1}
                max={20}
                value={form.interval}
                onChange={(event) => update({ interval: Math.min(20, Math.max(1, Number(event.target.value) || 1)) })}
              />
            </Field>
          </>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={!query}>
            {t('findRoom.search')}
          </Button>
        </div>
      </form>

      {found.error ? (
        <p role="alert">{found.error instanceof Error ? found.error.message : t('findRoom.failed')}</p>
      ) : null}
      {found.data ? (
        <section aria-labelledby="find-room-results">
          <Box display="flex" flexDirection="column" gap="md">
            <h2 id="find-room-results" aria-live="polite">
              {rooms.length === 0 ? t('findRoom.results.none') : resultsHeading}
            </h2>
            {found.data.meta.dates.length > 1 ? (
              <p className={styles.muted}>
                {t('findRoom.dates', {
                  count: found.data.meta.dates.length,
                  first: formatDate(found.data.meta.dates[0]!),
                  last: formatDate(found.data.meta.dates.at(-1)!),
                })}
              </p>
            ) : null}
            <ul className={styles.results}>
              {rooms.map((room) => (
                <li key={room.id} className={styles.result}>
                  <div className={styles.resultText}>
                    <span className={styles.resultName}>{room.name}</span>
                    <span className={styles.muted}>
                      {[
                        room.capacity === null
                          ? t('findRoom.unknownSeats')
                          : t('findRoom.seats', { count: room.capacity }),
                        room.tags.join(', '),
                        room.address,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    {room.needs_approval ? <span className={styles.muted}>{t('findRoom.needsApproval')}</span> : null}
                    {room.clashes.length > 0 ? (
                      <span className={styles.clashes}>
                        {t('findRoom.clashes', {
                          count: room.clashes.length,
                          dates: room.clashes.map(formatDate).join(', '),
                        })}
                      </span>
                    ) : null}
                  </div>
                  <Button onClick={() => book(room)} aria-label={t('findRoom.bookRoom', { name: room.name })}>
                    {t('findRoom.book')}
                  </Button>
                </li>
              ))}
            </ul>
            {gridRows.length > 0 && askedQuery ? (
              <>
                <h2>{t('findRoom.dayHeading', { date: formatDate(askedQuery.date) })}</h2>
                <p className={styles.muted}>{t('findRoom.gridHint')}</p>
                <div className={styles.scroller}>
                  <div className={styles.scrollContent}>
                    <LaneGrid<ReservationEvent>
                      rows={gridRows}
                      events={events}
                      dates={[askedQuery.date]}
                      timeZone={timeZone}
                      rowHeading={t('findRoom.room')}
                      onSelectSlot={(selection) => {
                        const room = rooms.find((candidate) => candidate.id === Number(selection.rowId));
                        if (room) {
                          book(room, { date: selection.date, from: selection.from, to: selection.to });
                        }
                      }}
                      aria-label={t('findRoom.gridLabel', {
                        date: formatDate(askedQuery.date),
                        from: askedQuery.from,
                        to: askedQuery.to,
                      })}
                    />
                  </div>
                </div>
              </>
            ) : null}
          </Box>
        </section>
      ) : null}
      {form.from && form.to ? null : <p className={styles.muted}>{t('findRoom.pickTimes')}</p>}
    </Box>
  );
}
