import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const ANNOTATIONS = ['pattern', 'minimum', 'maximum', 'enum', 'const', 'format', 'minLength', 'maxLength', '$schema'];

/**
 * The JSON Schema of an answer as a serialiser reads it: types and properties only (checks such as patterns and
 * bounds are for validating input, not for writing output), and `anyOf` written as a type list where it is one
 * (`T | null`, or literals of one type), which fast-json-stringify writes without trying each branch in turn.
 */
export function forSerialisation(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    return schema.map(forSerialisation);
  }
  if (!schema || typeof schema !== 'object') {
    return schema;
  }
  const source = schema as JsonSchema;
  const anyOf = source.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const branches = anyOf.map((branch) => forSerialisation(branch) as JsonSchema);
    const types = new Set(branches.map((branch) => branch.type));
    const plain = branches.filter((branch) => branch.type !== 'null');
    if (plain.length === 1 && typeof plain[0]!.type === 'string' && branches.length === 2 && types.has('null')) {
      return { ...plain[0], type: [plain[0]!.type, 'null'] };
    }
    if (types.size === 1 && branches.every((branch) => Object.keys(branch).length === 1)) {
      return branches[0];
    }
    return { anyOf: branches };
  }
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (ANNOTATIONS.includes(key)) {
      continue;
    }
    if (key === 'properties') {
      result[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, property]) => [name, forSerialisation(property)]),
      );
    } else {
      result[key] = forSerialisation(value);
    }
  }
  return result;
}

/**
 * A route's `serializerCompiler` that writes its answers with fast-json-stringify, compiled once from the route's
 * zod response schema (issue 18: serialisation was a fifth of a read's CPU). Only the properties the schema names
 * are written, as the contract says. Like `reservationListSerializer`, nothing is validated again on the way out:
 * the services build answers typed by the contract.
 */
export function compiledSerializer(schema: z.ZodType) {
  if (process.env.COMPILED_SERIALIZER === '0') {
    // Only for `bench compare --switch COMPILED_SERIALIZER=0`, which measures what compiling saves.
    return () => (data: unknown) => JSON.stringify(data);
  }
  const stringify = fastJson(
    forSerialisation(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as never,
  );
  return () => (data: unknown) => stringify(data);
}
