export * from './common.js';
export * from './slots.js';
export * from './auth.js';
export * from './users.js';
export * from './settings.js';
export * from './resources.js';
export * from './reservations.js';
export * from './annexes.js';
