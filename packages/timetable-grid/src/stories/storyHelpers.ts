import { userEvent } from 'storybook/test';
import { formatDate, WEEKDAY } from '../layout';

/** The client point of `minute` in a time-grid column whose axis runs from `axisFrom` to `axisTo`. */
export function pointInColumn(column: Element, minute: number, axisFrom = 7 * 60, axisTo = 21 * 60) {
  const rect = column.getBoundingClientRect();
  return {
    clientX: rect.left + rect.width / 2,
    clientY: rect.top + ((minute - axisFrom) / (axisTo - axisFrom)) * rect.height + 1,
  };
}

/** Presses at one minute of a column and releases at another, as a mouse drag. */
export async function dragInColumn(
  column: Element,
  fromMinute: number,
  toMinute: number,
  axisFrom?: number,
  axisTo?: number,
) {
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: column, coords: pointInColumn(column, fromMinute, axisFrom, axisTo) },
    { target: column, coords: pointInColumn(column, toMinute, axisFrom, axisTo) },
    { keys: '[/MouseLeft]', target: column, coords: pointInColumn(column, toMinute, axisFrom, axisTo) },
  ]);
}

/** An event button's accessible name: its parts in order, whatever spacing and commas the name computation puts between them. */
export function eventName(...parts: string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${parts.map(escape).join('\\s*,?\\s*')}$`);
}

/** A day as the grid names it in the story's language ("pirmadienis 2026-09-07", "Monday 2026-09-07"). */
export function dayName(context: { globals: Record<string, unknown> }, date: string): string {
  const language = context.globals.locale === 'en' ? 'en' : 'lt';
  return `${formatDate(date, WEEKDAY, language)} ${date}`;
}

/** A finger's pointer event on `target` at `coords`, as a touch screen sends it (`pointerType: 'touch'`). */
export function touch(
  target: Element,
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  coords: { clientX: number; clientY: number },
) {
  const down = type === 'pointerdown' || type === 'pointermove';
  target.dispatchEvent(
    new PointerEvent(type, {
      ...coords,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      bubbles: true,
      cancelable: true,
      button: type === 'pointermove' ? -1 : 0,
      buttons: down ? 1 : 0,
    }),
  );
}

/** Whether a finger moving over `target` now would scroll the page: the grid does not cancel its touchmove. */
export function touchMoveScrolls(target: Element): boolean {
  const event = new TouchEvent('touchmove', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return !event.defaultPrevented;
}

/** Waits `ms` of real time (a finger resting on the screen). */
export const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone's viewport (390 × 844), for `parameters`; the story picks it with `phoneGlobals`. */
export const phoneViewport = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } } } },
};
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/** A tablet's viewport (768 × 1024), for `parameters`; the story picks it with `tabletGlobals`. */
export const tabletViewport = {
  viewport: { options: { tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' } } } },
};
export const tabletGlobals = { viewport: { value: 'tablet', isRotated: false } };
