import { formatTimeOfDay, toTimeOfDay } from '@laikas/contract/time';
import {
  DEFAULT_AVAILABLE_SLOTS,
  DEFAULT_FORBIDDEN_SLOTS,
  type AdminResource,
  type AdminResourceBody,
  type TimeOfDay,
  type TimeSpan,
} from '@laikas/contract';

/** A slot as the form edits it: two `HH:MM` texts. */
export interface SlotDraft {
  from: string;
  to: string;
}

/** Everything the resource form edits, as typed (numbers and times as text). */
export interface ResourceDraft {
  name: string;
  description: string;
  notes: string;
  contact_info: string;
  address: string;
  capacity: string;
  tags: string;
  min_duration: string;
  max_duration: string;
  approval_needed: boolean;
  available_spaces: string;
  from: string;
  to: string;
  allow_anybody: boolean;
  allow_remote_reservations: boolean;
  available_slots: SlotDraft[];
  forbidden_slots: SlotDraft[];
  images: { name: string; url: string }[];
}

export const formatTime = formatTimeOfDay;

/** `HH:MM` (or `H:MM`, up to 24:00) as a time; null when it is not one. */
export const parseTime = (text: string): TimeOfDay | null => toTimeOfDay(text);

/** Slots as the form edits them (`HH:MM` text). */
export const slotDrafts = (spans: readonly { from: TimeOfDay; to: TimeOfDay }[]): SlotDraft[] =>
  spans.map((span) => ({ from: formatTime(span.from), to: formatTime(span.to) }));

/** The slots of drafts, or null when one of them is not a pair of times. */
export function spansOf(drafts: readonly SlotDraft[]): { from: TimeOfDay; to: TimeOfDay }[] | null {
  const spans = drafts.map((slot) => ({ from: parseTime(slot.from), to: parseTime(slot.to) }));
  return spans.every((span) => span.from && span.to) ? (spans as { from: TimeOfDay; to: TimeOfDay }[]) : null;
}

/**
 * A new resource: open to everybody, no approval, starting from the university's default slots and gaps (system
 * settings, issue 15) — the academic day of spec 9 until a super administrator sets others.
 */
export function emptyDraft(
  defaults: { available_slots: readonly TimeSpan[]; forbidden_slots: readonly TimeSpan[] } = {
    available_slots: DEFAULT_AVAILABLE_SLOTS,
    forbidden_slots: DEFAULT_FORBIDDEN_SLOTS,
  },
): ResourceDraft {
  return {
    name: '',
    description: '',
    notes: '',
    contact_info: '',
    address: '',
    capacity: '',
    tags: '',
    min_duration: '',
    max_duration: '',
    approval_needed: false,
    available_spaces: '1',
    from: '00:00',
    to: '24:00',
    allow_anybody: true,
    allow_remote_reservations: false,
    available_slots: slotDrafts(defaults.available_slots),
    forbidden_slots: slotDrafts(defaults.forbidden_slots),
    images: [],
  };
}

export function draftOf(resource: AdminResource): ResourceDraft {
  const settings = resource.settings;
  return {
    name: resource.name,
    description: resource.description ?? '',
    notes: resource.notes ?? '',
    contact_info: resource.contact_info ?? '',
    address: resource.address ?? '',
    capacity: resource.capacity === null ? '' : String(resource.capacity),
    tags: resource.tags.join(', '),
    min_duration: settings.min_duration === null ? '' : String(settings.min_duration),
    max_duration: settings.max_duration === null ? '' : String(settings.max_duration),
    approval_needed: !settings.approved,
    available_spaces: String(settings.available_spaces),
    from: formatTime(settings.from),
    to: formatTime(settings.to),
    allow_anybody: settings.allow_anybody,
    allow_remote_reservations: settings.allow_remote_reservations,
    available_slots: slotDrafts(settings.available_slots),
    forbidden_slots: slotDrafts(settings.forbidden_slots),
    images: resource.stored_images.map((image) => ({ name: image.name, url: image.url })),
  };
}

/** Client-side field errors (message keys in the `admin.resources.form` area); the server checks everything again. */
export type DraftErrors = Record<string, string[]>;

const optionalNumber = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') {
    return null;
  }
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
};

/** The request body of a draft, or the fields a person has to fix first (before anything is sent). */
export function bodyOf(draft: ResourceDraft): { body: AdminResourceBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const need = (field: string, key: string) => {
    errors[field] = [key];
  };
  const capacity = optionalNumber(draft.capacity);
  const min = optionalNumber(draft.min_duration);
  const max = optionalNumber(draft.max_duration);
  const spaces = optionalNumber(draft.available_spaces);
  const from = parseTime(draft.from);
  const to = parseTime(draft.to);
  if (draft.name.trim() === '') need('name', 'admin.resources.form.required');
  if (capacity === undefined) need('capacity', 'admin.resources.form.wholeNumber');
  if (min === undefined) need('settings.min_duration', 'admin.resources.form.wholeNumber');
  if (max === undefined) need('settings.max_duration', 'admin.resources.form.wholeNumber');
  if (spaces === undefined || spaces === null) need('settings.available_spaces', 'admin.resources.form.wholeNumber');
  if (!from) need('settings.from', 'admin.resources.form.time');
  if (!to) need('settings.to', 'admin.resources.form.time');
  const slots = (field: string, drafts: SlotDraft[]) => {
    const spans = drafts.map((slot) => ({ from: parseTime(slot.from), to: parseTime(slot.to) }));
    if (spans.some((span) => !span.from || !span.to)) {
      need(field, 'admin.resources.form.time');
    }
    return spans.filter((span): span is { from: TimeOfDay; to: TimeOfDay } => !!span.from && !!span.to);
  };
  const available = slots('settings.available_slots', draft.available_slots);
  const forbidden = slots('settings.forbidden_slots', draft.forbidden_slots);
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  return {
    body: {
      name: draft.name.trim(),
      description: draft.description,
      notes: draft.notes,
      contact_info: draft.contact_info,
      address: draft.address,
      capacity: capacity ?? null,
      tags: draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
      settings: {
        min_duration: min ?? null,
        max_duration: max ?? null,
        approved: !draft.approval_needed,
        available_spaces: spaces!,
        from: from!,
        to: to!,
        allow_anybody: draft.allow_anybody,
        allow_remote_reservations: draft.allow_remote_reservations,
        available_slots: available,
        forbidden_slots: forbidden,
      },
      images: draft.images.map((image) => image.name),
    },
  };
}

/** Moves the element at `index` by `by` places (clamped); a new array. */
export function move<T>(list: readonly T[], index: number, by: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, index + by));
  const copy = [...list];
  const [element] = copy.splice(index, 1);
  copy.splice(target, 0, element!);
  return copy;
}
