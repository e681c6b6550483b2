import type { Repeater, SkippedDate } from '@laikas/contract';
import type { TimeOfDay } from '@laikas/contract/time';
import { useEffect, useRef, useState } from 'react';
import type { ReservationPayload } from '../../model/payload';

/** What `onPreview` answers: the occurrences a save would keep per resource and the dates it would leave out. */
export interface ReservationPreviewResult {
  occurrences: number;
  skipped_dates: readonly SkippedDate[];
}

/** What `onFindRooms` is asked: the form's date, times and repeat rule. */
export interface FreeRoomsQuery {
  date: string;
  from_time: TimeOfDay;
  to_time: TimeOfDay;
  repeater: Repeater | null;
}

/** A room `onFindRooms` found free. */
export interface FreeRoomChoice {
  /** The resource's id (what the form's resources field holds). */
  id: number;
  name: string;
  capacity: number | null;
}

export type PreviewState =
  | { status: 'off' }
  | { status: 'checking' }
  | { status: 'ready'; result: ReservationPreviewResult }
  | { status: 'failed' };

/**
 * Asks `onPreview` what the payload would leave out, a moment after the last change (typing a date asks once),
 * while `payload` is given; a newer payload's answer wins over an older one still on its way. `onFailed` is told
 * when the current payload's check fails.
 */
export function usePreview(
  payload: ReservationPayload | null,
  onPreview: ((payload: ReservationPayload) => Promise<ReservationPreviewResult>) | undefined,
  onFailed?: () => void,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'off' });
  const failedRef = useRef(onFailed);
  useEffect(() => {
    failedRef.current = onFailed;
  });
  const key = payload && onPreview ? JSON.stringify(payload) : null;
  useEffect(() => {
    if (key === null || !onPreview) {
      setState({ status: 'off' });
      return;
    }
    let current = true;
    setState({ status: 'checking' });
    const timer = setTimeout(() => {
      onPreview(JSON.parse(key) as ReservationPayload).then(
        (result) => current && setState({ status: 'ready', result }),
        () => {
          if (current) {
            setState({ status: 'failed' });
            failedRef.current?.();
          }
        },
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, onPreview]);
  return state;
}
