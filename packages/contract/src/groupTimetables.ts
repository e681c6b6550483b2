import { z } from 'zod';
import { dataOf, dateSchema, optionalDateSchema, errorSchema, idSchema, validationErrorSchema } from './common.js';

/** The lifecycle of a group timetable: edited as a draft, locked (only administrators edit), approved. */
export const timetableStatuses = ['draft', 'locked', 'approved'] as const;
export const timetableStatusSchema = z.enum(timetableStatuses);
export type TimetableStatus = z.infer<typeof timetableStatusSchema>;

/** A group's timetable in a period (spec 3 "Timetable"). */
export const groupTimetableSchema = z.object({
  id: z.number().int(),
  status: timetableStatusSchema,
  group: z.object({ id: z.number().int(), name: z.string(), users_count: z.number().int() }),
  period: z.object({ id: z.number().int(), name: z.string(), starts_on: dateSchema, ends_on: dateSchema }),
  /** How many of the group's reservations fall in the period (what a delete takes away). */
  reservations_count: z.number().int(),
  /** The number of its last published version (issue 36); null before the first publish. */
  published_version: z.number().int().nullable(),
});
export type GroupTimetable = z.infer<typeof groupTimetableSchema>;

/** `POST /api/admin/group-timetables` (admin.group.timetable.create). */
export const groupTimetableBodySchema = z.object({ group_id: idSchema, period_id: idSchema });
/** `GET /api/admin/group-timetables?period_id`. */
export const groupTimetablesQuerySchema = z.object({ period_id: idSchema.optional() });
/** `GET …/reservations?from&to` (dateRange): within the period; the whole period when omitted. */
export const timetableReservationsQuerySchema = z.object({ from: optionalDateSchema, to: optionalDateSchema });
/** `PUT /api/admin/group-timetables/{id}/approve`: approving with conflicts needs them accepted. */
export const approveTimetableBodySchema = z.object({ accept_conflicts: z.boolean().default(false) }).default({
  accept_conflicts: false,
});

/** One conflict of the report: the group's reservation and what it meets. */
export const timetableConflictSchema = z.object({
  kind: z.enum(['teacher', 'room', 'group', 'capacity']),
  reservation: z.object({ id: z.number().int(), name: z.string(), from: z.string(), to: z.string(), room: z.string() }),
  other: z
    .object({ id: z.number().int(), name: z.string(), from: z.string(), to: z.string(), room: z.string() })
    .optional(),
  /** For capacity: the seats and the group's size. */
  seats: z.number().int().optional(),
  members: z.number().int().optional(),
});
export type TimetableConflict = z.infer<typeof timetableConflictSchema>;

export const groupTimetableResponseSchema = dataOf(groupTimetableSchema);
export const groupTimetableListResponseSchema = dataOf(z.array(groupTimetableSchema));
export const timetableConflictsResponseSchema = dataOf(z.array(timetableConflictSchema));

/**
 * HTTP 422 of an approval: an invalid body (`errors` per field), or conflicts not accepted (the summary under
 * `errors.conflicts`, and the conflicts themselves).
 */
export const timetableApprovalErrorSchema = validationErrorSchema
  .extend({ conflicts: z.array(timetableConflictSchema).optional() })
  .describe(
    'The body is invalid, or the timetable has conflicts and `accept_conflicts` was not set: then `conflicts` lists them as `…/conflicts` does.',
  );

/** HTTP 409 of a step out of order (lock a timetable that is not a draft, approve one that is not locked). */
export const timetableStepErrorSchema = errorSchema.describe(
  'The timetable cannot take this step now: only a draft is locked, only a locked one approved.',
);

/** `POST /api/admin/group-timetables/{id}/publish` (issue 36): freezes the timetable as its next version. */
export const publishTimetableBodySchema = z
  .object({
    /** What the office says about this version (sent to everyone told of it). */
    note: z.string().trim().max(1000).nullable().default(null),
    accept_conflicts: z.boolean().default(false),
  })
  .default({ note: null, accept_conflicts: false });
export type PublishTimetableBody = z.infer<typeof publishTimetableBodySchema>;

/** A published version of a group timetable: never changed once published. */
export const timetableVersionSchema = z.object({
  number: z.number().int(),
  note: z.string().nullable(),
  published_by: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** ISO-8601 instant. */
  published_at: z.string(),
});
export type TimetableVersion = z.infer<typeof timetableVersionSchema>;

/** One lecture as a version or the draft has it; `from`/`to` local date-times (`YYYY-MM-DD HH:MM`). */
export const timetableEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  room: z.string(),
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TimetableEntryView = z.infer<typeof timetableEntrySchema>;

export const timetableChangeKinds = ['moved', 'room', 'teacher'] as const;

/** A lecture added, removed, or changed (moved, room changed, teacher changed; several at once). */
export const timetableChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  changes: z.array(z.enum(timetableChangeKinds)),
  before: timetableEntrySchema.nullable(),
  after: timetableEntrySchema.nullable(),
});
export type TimetableChangeView = z.infer<typeof timetableChangeSchema>;

/** `GET …/{id}/changes?user_id=`: the draft against the last published version, for the group or one person. */
export const timetableChangesQuerySchema = z.object({ user_id: idSchema.optional() });
export const timetableChangesSchema = z.object({
  /** The version compared with; null before the first publish (every lecture is then added). */
  base: timetableVersionSchema.nullable(),
  changes: z.array(timetableChangeSchema),
  counts: z.object({
    added: z.number().int(),
    removed: z.number().int(),
    moved: z.number().int(),
    room: z.number().int(),
    teacher: z.number().int(),
  }),
  /** Who the changes concern: the group's members (all of them) and each teacher with how many are theirs. */
  members: z.number().int(),
  teachers: z.array(z.object({ id: z.number().int(), name: z.string(), changes: z.number().int() })),
});
export type TimetableChanges = z.infer<typeof timetableChangesSchema>;
export const timetableChangesResponseSchema = dataOf(timetableChangesSchema);
export const timetableVersionsResponseSchema = dataOf(z.array(timetableVersionSchema));
/** What a publish made: the version and how many people were told. */
export const timetablePublishedResponseSchema = dataOf(
  z.object({ version: timetableVersionSchema, notified: z.number().int(), timetable: groupTimetableSchema }),
);
