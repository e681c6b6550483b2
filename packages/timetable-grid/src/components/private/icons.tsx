/** Small inline icons; `currentColor`, hidden from assistive technology (their label is text). */
import { icon } from './EventBlock.css';

export function RemoteIcon() {
  return (
    <svg className={icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M1 4.5A1.5 1.5 0 0 1 2.5 3h7A1.5 1.5 0 0 1 11 4.5v1.3l3.2-2A.5.5 0 0 1 15 4.2v7.6a.5.5 0 0 1-.8.4L11 10.2v1.3A1.5 1.5 0 0 1 9.5 13h-7A1.5 1.5 0 0 1 1 11.5z"
      />
    </svg>
  );
}

export function PendingIcon() {
  return (
    <svg className={icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1m0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11M7.25 4v4.6l3.2 1.9.75-1.25-2.45-1.45V4z"
      />
    </svg>
  );
}

/** A check in a circle: the event takes place (kept in a closed time). */
export function KeptIcon() {
  return (
    <svg className={icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1m0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11m2.7 2.9L7.2 8.9 5.3 7l-1 1.06 2.9 2.9 4.56-4.5z"
      />
    </svg>
  );
}
