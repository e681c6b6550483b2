import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { encodeIssue } from './describeIssue';

/** A form bound to a schema: its values as the schema takes them (`In`) and as it gives them back (`Out`). */
export type SchemaForm<In extends FieldValues = FieldValues, Out = In> = UseFormReturn<In, unknown, Out>;

function limit(value: unknown): number | undefined {
  return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
}

/**
 * A react-hook-form form checked by a zod schema, usually the contract's body schema of the call the form makes: the
 * rules the server applies, written once. A message zod would write is kept as the issue instead (`encodeIssue`), and
 * `FormField` says it in the reader's language with the field's label.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
  /**
   * Values that come later (a record loading): the form takes them when they come, and again when they change; a
   * field the person has changed keeps what they typed.
   */
  values?: z.input<Schema>,
): SchemaForm<z.input<Schema>, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues: defaultValues as never,
    resolver: zodResolver(schema as never, {
      error: (issue: Record<string, unknown>) =>
        encodeIssue({
          code: String(issue.code),
          origin: typeof issue.origin === 'string' ? issue.origin : undefined,
          minimum: limit(issue.minimum),
          maximum: limit(issue.maximum),
          inclusive: typeof issue.inclusive === 'boolean' ? issue.inclusive : undefined,
        }),
    }) as never,
  });
  const taken = useRef<unknown>(undefined);
  // Before the browser paints (react-hook-form's own `values` waits for an effect): the fields that mount with the
  // values never show their empty defaults.
  useLayoutEffect(() => {
    if (values !== undefined && values !== taken.current) {
      taken.current = values;
      form.reset(values, { keepDirtyValues: true });
    }
  }, [form, values]);
  return form;
}
