export {
  PersonSelect,
  type MultiplePersonSelectProps,
  type PersonOption,
  type PersonSelectProps,
  type SinglePersonSelectProps,
} from './PersonSelect';
export {
  getPersonSearchTerm,
  PERSON_OPTION_LIMIT,
  PERSON_SEARCH_DELAY_MS,
  PERSON_SEARCH_MIN_LENGTH,
} from './personSearch';
export { debounce, type Debounced } from './debounce';
export { useDebouncedValue } from './useDebouncedValue';
