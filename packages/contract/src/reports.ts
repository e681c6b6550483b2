import { z } from 'zod';
import { dateSchema, optionalDateSchema, idSchema } from './common.js';
import { reservationTypes } from './vocabulary.js';

/** A query value given once, repeated (`resources=1&resources=2`) or as `resources[]=1`. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(500));

/** Longest range a report covers, in days (a year and a bit: a whole academic year with its summer). */
export const REPORT_RANGE_MAX_DAYS = 400;

/** Which days count: teaching days (Monday–Friday, the default) or every day of the week. */
export const reportDays = ['weekdays', 'all'] as const;
export type ReportDays = (typeof reportDays)[number];

/**
 * What a report covers: local dates `from`–`to` (both included) and optional filters. Lists hold ids (resources,
 * groups, teachers as persons responsible) or tag names; `status` keeps only approved or only pending bookings.
 */
export const reportFiltersSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  resources: listOf(idSchema).optional(),
  tags: listOf(z.string().trim().min(1).max(100)).optional(),
  groups: listOf(idSchema).optional(),
  teachers: listOf(idSchema).optional(),
  type: z.enum(reservationTypes).optional(),
  status: z.enum(['approved', 'pending']).optional(),
  days: z.enum(reportDays).optional(),
});
export type ReportFilters = z.output<typeof reportFiltersSchema>;

/** The filters as answers carry them (plain lists: a response schema has no input forms to accept). */
export const reportFiltersOutputSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  resources: z.array(z.number().int()).optional(),
  tags: z.array(z.string()).optional(),
  groups: z.array(z.number().int()).optional(),
  teachers: z.array(z.number().int()).optional(),
  type: z.enum(reservationTypes).optional(),
  status: z.enum(['approved', 'pending']).optional(),
  days: z.enum(reportDays).optional(),
});

/** Query keys written `resources[]=1` read as `resources`. */
const unbracket = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replace(/\[\]$/, ''), item]))
    : value;

/** `GET /api/admin/reports`: a report over the filters, or with `myReports=1` the user's saved reports. */
export const reportQuerySchema = z.preprocess(
  unbracket,
  reportFiltersSchema.partial({ from: true, to: true }).extend({
    myReports: z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]).optional(),
  }),
);

/** What the export downloads: the workbook of every breakdown, or one breakdown as CSV. */
export const reportSheets = ['rooms', 'groups', 'teachers', 'heatmap', 'weeks', 'reservations'] as const;
export type ReportSheet = (typeof reportSheets)[number];

/** `GET /api/admin/reports/export`: the filters (or a saved report's `id`), `format` and, for CSV, the breakdown. */
export const reportExportQuerySchema = z.preprocess(
  unbracket,
  reportFiltersSchema.partial({ from: true, to: true }).extend({
    id: idSchema.optional(),
    format: z.enum(['xlsx', 'csv']).default('xlsx'),
    sheet: z.enum(reportSheets).default('rooms'),
  }),
);

/** `GET /api/admin/reports/reservations`: the bookings behind one figure (a room, group, teacher, cell, week). */
export const reportReservationsQuerySchema = z.preprocess(
  unbracket,
  reportFiltersSchema.extend({
    resource: idSchema.optional(),
    group: idSchema.optional(),
    teacher: idSchema.optional(),
    /** ISO weekday 1–7 and local hour 0–23 of a heat-map cell. */
    weekday: z.coerce.number().int().min(1).max(7).optional(),
    hour: z.coerce.number().int().min(0).max(23).optional(),
    /** The Monday of a week of the line chart. */
    week: optionalDateSchema,
  }),
);

/** `POST /api/admin/reports`: the report form's one field, the name, with the filters the report is saved with. */
export const reportSaveBodySchema = reportFiltersSchema.extend({ name: z.string().trim().min(1).max(255) });
export type ReportSaveBody = z.input<typeof reportSaveBodySchema>;

export const reportParamsSchema = z.object({ id: idSchema });

const figureSchema = z.object({
  /** Minutes booked (non-rejected bookings starting within the range). */
  booked_minutes: z.number(),
  reservations: z.number().int(),
});

export const reportRoomSchema = figureSchema.extend({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  /** Minutes the room could be booked: its daily window within its academic day, minus blackouts, times places. */
  available_minutes: z.number(),
  /** booked / available (0 when nothing is available). */
  utilisation: z.number(),
});
export type ReportRoom = z.infer<typeof reportRoomSchema>;

export const reportNamedSchema = figureSchema.extend({ id: z.number().int(), name: z.string() });
export type ReportNamed = z.infer<typeof reportNamedSchema>;

export const reportHeatCellSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  booked_minutes: z.number(),
});
export type ReportHeatCell = z.infer<typeof reportHeatCellSchema>;

export const reportWeekSchema = figureSchema.extend({ week: dateSchema });
export type ReportWeek = z.infer<typeof reportWeekSchema>;

export const reportDataSchema = z.object({
  filters: reportFiltersOutputSchema,
  totals: figureSchema.extend({ available_minutes: z.number(), utilisation: z.number() }),
  rooms: z.array(reportRoomSchema),
  groups: z.array(reportNamedSchema),
  teachers: z.array(reportNamedSchema),
  /** Booked minutes per local weekday and hour; cells with nothing booked are left out. */
  heatmap: z.array(reportHeatCellSchema),
  /** Every week (Monday) the range touches, in order. */
  weeks: z.array(reportWeekSchema),
});
export type ReportData = z.infer<typeof reportDataSchema>;

export const savedReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int().nullable(),
  filters: reportFiltersOutputSchema,
  created_at: z.string(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const reportResponseSchema = z.object({ data: z.union([reportDataSchema, z.array(savedReportSchema)]) });
export const reportDataResponseSchema = z.object({ data: reportDataSchema });
export const savedReportListResponseSchema = z.object({ data: z.array(savedReportSchema) });
export const savedReportResponseSchema = z.object({ data: savedReportSchema.extend({ report: reportDataSchema }) });
export const savedReportCreatedSchema = z.object({ data: savedReportSchema });

export const reportReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: dateSchema,
  from_time: z.string(),
  to_time: z.string(),
  minutes: z.number(),
  resource: z.object({ id: z.number().int(), name: z.string() }),
  responsible: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  type: z.enum(reservationTypes),
  status: z.string(),
});
export type ReportReservation = z.infer<typeof reportReservationSchema>;
export const reportReservationListResponseSchema = z.object({
  data: z.array(reportReservationSchema),
  /** True when more bookings match than the list holds (REPORT_RESERVATIONS_LIMIT). */
  meta: z.object({ total: z.number().int(), truncated: z.boolean() }),
});

/** How many bookings the list behind a figure holds at most. */
export const REPORT_RESERVATIONS_LIMIT = 1000;

/** A period a report may cover: its name and dates (local, both included), nothing of its holidays or exams. */
export const reportPeriodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_on: dateSchema,
  ends_on: dateSchema,
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
/** How many periods `GET /api/admin/reports/periods` answers at most (the newest). */
export const REPORT_PERIODS_LIMIT = 100;
/**
 * `GET /api/admin/reports/periods` (`reports.manage`): the newest periods by start, at most REPORT_PERIODS_LIMIT, that
 * the reports screen offers as ranges. Reading a report must not need the right to manage the periods themselves
 * (`GET /api/admin/periods`, `groups.manage`).
 */
export const reportPeriodListResponseSchema = z.object({ data: z.array(reportPeriodSchema) });
