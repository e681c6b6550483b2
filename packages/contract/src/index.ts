export * from './common.js';
export * from './slots.js';
export * from './permissions.js';
