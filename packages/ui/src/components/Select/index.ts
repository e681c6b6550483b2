export { Select, type SelectProps } from './Select';
export { filterOptions, MAX_VISIBLE_OPTIONS, normalizeSearchText, type SelectOption } from './filterOptions';
