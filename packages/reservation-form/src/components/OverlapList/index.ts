export { OverlapList, overlapKinds, type OverlapKind, type OverlapListProps } from './OverlapList';
