import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Field, TextInput } from '../Field';
import { useDebouncedValue } from '../PersonSelect/useDebouncedValue';

const keepAsTyped = (typed: string) => typed;

export interface SearchFieldProps {
  /** The search box's id; its label points at it. */
  id: string;
  label: ReactNode;
  /** A short help text under the box (when a search starts). */
  hint?: ReactNode;
  /** The search in force (a list's address keeps it); the box follows it when it changes by itself (Back, a link). */
  value: string;
  /** Called with the new search once typing pauses, when it differs from `value`. */
  onValueChange: (search: string) => void;
  /** How long typing must pause, in milliseconds; 250 by default. */
  delay?: number;
  /** The search a typed text makes (trimmed, or none while too short to search); the text itself by default. */
  settle?: (typed: string) => string;
}

/**
 * A labelled search box that searches once typing pauses: what a person types stays as typed, the search it makes
 * (`settle`) goes to `onValueChange`, and a search changed from elsewhere (the address moving back) shows in the box
 * instead of the typed text being written back over it.
 */
export function SearchField({
  id,
  label,
  hint,
  value,
  onValueChange,
  delay = 250,
  settle = keepAsTyped,
}: SearchFieldProps) {
  const [typed, setTyped] = useState(value);
  const searched = settle(useDebouncedValue(typed, delay));
  // The search moved by itself: the box follows it, unless it is the one the typed text makes.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== searched) {
      setTyped(value);
    }
  }
  // A new search typed (and settled) is passed on once.
  const lastSearched = useRef(searched);
  useEffect(() => {
    if (searched !== lastSearched.current) {
      lastSearched.current = searched;
      if (searched !== value) {
        onValueChange(searched);
      }
    }
  }, [searched, value, onValueChange]);
  return (
    <Field id={id} label={label} hint={hint}>
      <TextInput id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </Field>
  );
}
