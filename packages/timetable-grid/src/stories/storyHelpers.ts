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
