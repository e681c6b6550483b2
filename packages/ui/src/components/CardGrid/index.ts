export { CardGrid, cardTitleElements, type CardGridItem, type CardGridProps, type CardTitleElement } from './CardGrid';
