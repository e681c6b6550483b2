export { CardGrid, type CardGridItem, type CardGridProps } from './CardGrid';
