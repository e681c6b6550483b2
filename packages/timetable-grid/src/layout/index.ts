export * from './dateAdapter';
export * from './week';
export * from './slots';
export * from './placeEvents';
export * from './segments';
export * from './navigation';
export * from './slotPicking';
export * from './tooltipPosition';
