export * from './common.js';
export * from './slots.js';
export * from './permissions.js';
export * from './resources.js';
export * from './reservations.js';
export * from './annexes.js';
