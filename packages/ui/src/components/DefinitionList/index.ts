export { DefinitionList, type DefinitionListItem, type DefinitionListProps } from './DefinitionList';
