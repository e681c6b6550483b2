export * from './common.js';
export * from './slots.js';
