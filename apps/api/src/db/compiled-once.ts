import { type Compilable, CompiledQuery } from 'kysely';

/** The value that stands for parameter `index` while the query is compiled. */
const standIn = (index: number) => `\u0000laikas-parameter-${index}\u0000`;

/** How a compiled parameter takes its value: as it is, or a list as the id-lists plugin sends it (db/id-lists.ts). */
type Slot = { index: number; as: 'value' | 'json' | 'array' } | undefined;

function slotOf(value: unknown, count: number): Slot {
  for (let index = 0; index < count; index += 1) {
    if (value === standIn(index)) {
      return { index, as: 'value' };
    }
    // A list of ids is one parameter: a JSON array on SQLite, an array on PostgreSQL.
    if (value === JSON.stringify([standIn(index)])) {
      return { index, as: 'json' };
    }
    if (Array.isArray(value) && value.length === 1 && value[0] === standIn(index)) {
      return { index, as: 'array' };
    }
  }
  return undefined;
}

/**
 * A query whose shape never changes, built and compiled once. Kysely builds and compiles a query on every call
 * (about 50 µs for the session look-up every request makes, 13 µs for a simple select); here `build` runs once
 * with a stand-in for each value named in `names`, and each call answers the compiled query with the real values
 * in the stand-ins' places. Only for queries whose text does not depend on the values (no branches on a value),
 * and that put each value into the query as it is (not `value + 1`): the stand-ins are strings, whatever type
 * `Values` gives them. The values named in `lists` are lists of ids or keys used with `in`: the id-lists plugin
 * sends each as one parameter whatever its length, so their text does not depend on them either.
 */
export function compiledOnce<Values extends Record<string, unknown>, Row>(
  names: readonly NoInfer<keyof Values & string>[],
  build: (values: Values) => Compilable<Row>,
  lists: readonly NoInfer<keyof Values & string>[] = [],
): (values: Values) => CompiledQuery<Row> {
  const standIns = Object.fromEntries(
    names.map((name, index) => [name, lists.includes(name) ? [standIn(index)] : standIn(index)]),
  ) as unknown as Values;
  const template = build(standIns).compile();
  const slots = template.parameters.map((value) => slotOf(value, names.length));
  const missing = names.filter((_, index) => !slots.some((slot) => slot?.index === index));
  if (missing.length > 0) {
    throw new TypeError(`The query does not use ${missing.join(', ')}`);
  }
  const unlisted = slots.filter((slot) => slot?.as === 'value' && lists.includes(names[slot.index]!));
  if (unlisted.length > 0) {
    throw new TypeError(`The query sends the list ${names[unlisted[0]!.index]} as one value (no id-lists plugin?)`);
  }
  return (values) =>
    CompiledQuery.raw(
      template.sql,
      template.parameters.map((value, position) => {
        const slot = slots[position];
        if (!slot) {
          return value;
        }
        const given = values[names[slot.index]!];
        return slot.as === 'json' ? JSON.stringify(given) : slot.as === 'array' ? [...(given as unknown[])] : given;
      }),
    ) as CompiledQuery<Row>;
}
