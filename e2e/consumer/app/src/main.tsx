/*
 * A university app that installs the Laikas packages from their tarballs, with only their declared peers, and
 * sets up nothing else: no i18next instance, no Laikas build tooling, no reset.css (the imports the form's README
 * gives). It must come out themed and in English. `./theme` is written by the test: the ui README's "Your own
 * theme" recipe, verbatim (e2e/tests/consumer.e2e.test.ts).
 */
import '@laikas/ui/style.css';
import '@laikas/timetable-grid/style.css';
import '@laikas/reservation-form/style.css';
import { ReservationForm, type ReservationResource } from '@laikas/reservation-form';
import { WeekGrid, type TimetableEvent } from '@laikas/timetable-grid';
import { Button, ModalHost, useConfirm } from '@laikas/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './theme';

const events: TimetableEvent[] = [
  {
    id: 1,
    title: 'Algebra',
    subtitle: 'Room 101',
    type: 'lecture',
    start: '2026-03-02T08:20:00+02:00',
    end: '2026-03-02T09:50:00+02:00',
  },
  {
    id: 2,
    title: 'Physics lab',
    subtitle: 'Room 204',
    type: 'event',
    start: '2026-03-03T10:00:00+02:00',
    end: '2026-03-03T11:30:00+02:00',
  },
  {
    id: 3,
    title: 'Seminar',
    subtitle: 'Remote',
    type: 'lecture',
    remote: true,
    start: '2026-03-04T12:00:00+02:00',
    end: '2026-03-04T13:30:00+02:00',
  },
  {
    id: 4,
    title: 'Defence rehearsal',
    type: 'event',
    pending: true,
    start: '2026-03-05T13:40:00+02:00',
    end: '2026-03-05T15:10:00+02:00',
  },
];

const rooms: ReservationResource[] = [
  { id: 1, name: 'Room 101', settings: { allow_remote_reservations: true } },
  { id: 2, name: 'Room 204' },
];

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('');
  return (
    <p>
      <Button
        variant="danger"
        onClick={() => {
          void confirm({ message: 'Delete the Algebra lecture?', danger: true }).then((yes) =>
            setAnswer(yes ? 'deleted' : 'kept'),
          );
        }}
      >
        Delete a lecture
      </Button>{' '}
      <output>{answer}</output>
    </p>
  );
}

function App() {
  return (
    <ModalHost>
      <main style={{ padding: 16, display: 'grid', gap: 16 }}>
        <h1>Faculty timetable</h1>
        <DeleteButton />
        <WeekGrid week="2026-03-02" events={events} now={null} aria-label="Week of 2 March" />
        <h2>Reserve a room</h2>
        <ReservationForm
          resources={rooms}
          seed={{ reservable: [1], from: '2026-03-02' }}
          searchPeople={async () => [{ id: 7, name: 'Ona Petraitytė' }]}
          onSave={async () => undefined}
        />
      </main>
    </ModalHost>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
