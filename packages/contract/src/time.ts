/*
 * `@laikas/contract/time`: the contract's plain vocabulary of time — clock times, academic slots, reservation
 * types, repeat rules and weekdays — without zod. The UI packages import this entry only, so a page that shows a
 * grid or a form does not load the API's schemas.
 */
export * from './slots.js';
export * from './vocabulary.js';
export * from './repeaterDates.js';
