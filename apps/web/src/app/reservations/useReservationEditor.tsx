import { hasRole, type ROLE_KEYS, type Reservation } from '@laikas/contract';
import type { ReservationFormSeed } from '@laikas/reservation-form';
import { keepFocusWhenRemoved, useModal } from '@laikas/ui';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type SessionUser } from '../../data/session';
import type { EditorProps } from './ReservationEditor';

/** The editor once its code is loaded: a form opened then is drawn with its modal, not after it. */
let loadedEditor: ComponentType<EditorProps> | null = null;
const loadEditor = () =>
  import('./ReservationEditor').then((module) => {
    loadedEditor = module.default;
    return module;
  });
const LazyEditor = lazy(loadEditor);

/**
 * Loads the form's code in a task of its own, after the render that asked for it has been drawn (the first click then
 * finds it loaded); the returned function cancels it if it has not started.
 */
function preloadEditor(): () => void {
  const timer = setTimeout(() => void loadEditor().catch(() => undefined), 0);
  return () => clearTimeout(timer);
}

/**
 * Focus once the form has closed: the modal host gives it back to what opened the form, but a save or a delete may
 * take that away (a series drawn anew, a reservation deleted: its block is gone) and focus would fall to the page's
 * body, where a keyboard or screen-reader user starts again from the top. Then it goes to the grid's tab stop where
 * the opener was (an event, else the free-time cursor), else to the page's heading.
 */
function keepFocusAfterForm(opener: Element | null) {
  if (!(opener instanceof HTMLElement)) {
    return;
  }
  const grid = opener.closest<HTMLElement>('[data-view]');
  keepFocusWhenRemoved(opener, () => {
    const stop = grid?.isConnected
      ? (grid.querySelector<HTMLElement>('[data-key][tabindex="0"]') ??
        grid.querySelector<HTMLElement>('[data-free-time]'))
      : null;
    return stop ?? document.querySelector<HTMLElement>('main h1');
  });
}

/**
 * The editor in the modal. Its code loaded (the screens preload it), the form is drawn with the modal, which opens on
 * the field the form marks (the name; a read-only reservation's notice) instead of its Close button (WCAG 2.4.3);
 * else the body follows the header once the code is there, and the modal host gives that field focus when it comes.
 * Which of the two is fixed at the first render, so that the form is never drawn anew, losing what was typed.
 */
function ReservationEditor({ opener, ...props }: EditorProps & { opener?: Element | null }) {
  useEffect(() => () => keepFocusAfterForm(opener ?? null), [opener]);
  const [Loaded] = useState(() => loadedEditor);
  if (Loaded) {
    return <Loaded {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

const TEACHER_ROLE: (typeof ROLE_KEYS)[number] = 'teacher';

/**
 * A new reservation's seed: a teacher starts as its person responsible (the teacher of the lecture);
 * anybody else chooses the person. What the caller seeds wins.
 */
function seedFor(user: SessionUser | null, seed: ReservationFormSeed): ReservationFormSeed {
  if (!user || !hasRole(user, TEACHER_ROLE)) {
    return seed;
  }
  return { person_responsible: { id: user.id, name: user.name, email: user.email }, ...seed };
}

/**
 * Opens the reservation form as the modal: a saved reservation, or a new one from a seed. The form's code is loaded
 * once `preload` is true (from the start unless the screen says otherwise: the room page waits until its week is
 * drawn, so that the form does not delay the week, issue 18).
 */
export function useReservationEditor({ preload = true }: { preload?: boolean } = {}) {
  useEffect(() => (preload ? preloadEditor() : undefined), [preload]);
  const modal = useModal();
  const { t } = useTranslation('web');
  const { user } = useSession();
  const openReservation = useCallback(
    (reservation: Reservation) =>
      modal.open(ReservationEditor, {
        // Named as the read-only one is; "Edit" says the form changes it.
        header: reservation.can_edit ? t('reservationForm.editTitle', { name: reservation.name }) : reservation.name,
        props: { reservation, opener: document.activeElement },
        size: 'large',
      }),
    [modal, t],
  );
  const openNew = useCallback(
    (seed: ReservationFormSeed, options: { itemId?: number } = {}) =>
      modal.open(ReservationEditor, {
        header: t('reservationForm.newTitle'),
        props: { reservation: null, seed: seedFor(user, seed), ...options, opener: document.activeElement },
        size: 'large',
      }),
    [modal, t, user],
  );
  return { openReservation, openNew };
}
