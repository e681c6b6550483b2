import type { ReactNode } from 'react';
import {
  SearchSelect,
  type MultipleSearchSelectProps,
  type SearchOption,
  type SingleSearchSelectProps,
} from '../SearchSelect/SearchSelect';
import { PERSON_SEARCH_MIN_LENGTH } from './personSearch';

/** A person to choose: `value` is the user id, `label` the name, `description` e.g. the group. */
export type PersonOption = SearchOption;

type PersonSearchProps = {
  label: ReactNode;
  /**
   * Finds people. Called with '' for the default list (on first open and whenever the box is
   * cleared), and with the typed text once more than 2 characters were typed and typing paused 250 ms.
   */
  search: (query: string) => Promise<readonly PersonOption[]>;
};

export type SinglePersonSelectProps = Omit<SingleSearchSelectProps, 'minSearchLength'> & PersonSearchProps;
export type MultiplePersonSelectProps = Omit<MultipleSearchSelectProps, 'minSearchLength'> & PersonSearchProps;
export type PersonSelectProps = SinglePersonSelectProps | MultiplePersonSelectProps;

/**
 * Chooses one person (or several with `multiple`) from a server-side search: a SearchSelect that searches only after
 * more than 2 typed characters (spec 5).
 */
export function PersonSelect(props: PersonSelectProps) {
  return <SearchSelect {...props} minSearchLength={PERSON_SEARCH_MIN_LENGTH} />;
}
