export {
  SearchSelect,
  type MultipleSearchSelectProps,
  type SearchOption,
  type SearchSelectProps,
  type SingleSearchSelectProps,
} from './SearchSelect';
