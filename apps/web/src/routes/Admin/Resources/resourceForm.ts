import type { TFunction } from 'i18next';
import { formatTimeOfDay } from '@laikas/contract/time';
import {
  DEFAULT_AVAILABLE_SLOTS,
  DEFAULT_FORBIDDEN_SLOTS,
  type AdminResource,
  type AdminResourceDraft,
  type TimeSpan,
} from '@laikas/contract';

/** A slot as the form edits it: two `HH:MM` texts. */
export interface SlotDraft {
  from: string;
  to: string;
}

/** Slots as the form edits them (`HH:MM` text). */
export const slotDrafts = (spans: readonly TimeSpan[]): SlotDraft[] =>
  spans.map((span) => ({ from: formatTimeOfDay(span.from), to: formatTimeOfDay(span.to) }));

/** The words of the draft's own problems (`RESOURCE_DRAFT_ISSUES`), keys of the `admin.resources.form` area. */
export const draftMessageKey = (message: string): string | undefined =>
  message.startsWith('draft.') ? `admin.resources.form.${message.slice('draft.'.length)}` : undefined;

/** `FormPage`'s `ownMessage`: the draft's own problems in the reader's language. */
export const draftMessage =
  (t: TFunction<'web'>) =>
  (message: string): string | undefined => {
    const key = draftMessageKey(message);
    return key ? t(key as never) : undefined;
  };

/**
 * A new resource: open to everybody, no approval, starting from the university's default slots and gaps (system
 * settings, issue 15) — the academic day of spec 9 until a super administrator sets others.
 */
export function emptyDraft(
  defaults: { available_slots: readonly TimeSpan[]; forbidden_slots: readonly TimeSpan[] } = {
    available_slots: DEFAULT_AVAILABLE_SLOTS,
    forbidden_slots: DEFAULT_FORBIDDEN_SLOTS,
  },
): AdminResourceDraft {
  return {
    name: '',
    description: '',
    notes: '',
    contact_info: '',
    address: '',
    capacity: '',
    tags: '',
    settings: {
      min_duration: '',
      max_duration: '',
      approved: true,
      available_spaces: '1',
      from: '00:00',
      to: '24:00',
      allow_anybody: true,
      allow_remote_reservations: false,
      available_slots: slotDrafts(defaults.available_slots),
      forbidden_slots: slotDrafts(defaults.forbidden_slots),
    },
    images: [],
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(resource: AdminResource): AdminResourceDraft {
  const { settings: current } = resource;
  return {
    name: resource.name,
    description: resource.description ?? '',
    notes: resource.notes ?? '',
    contact_info: resource.contact_info ?? '',
    address: resource.address ?? '',
    capacity: numberText(resource.capacity),
    tags: resource.tags.join(', '),
    settings: {
      min_duration: numberText(current.min_duration),
      max_duration: numberText(current.max_duration),
      approved: current.approved,
      available_spaces: String(current.available_spaces),
      from: formatTimeOfDay(current.from),
      to: formatTimeOfDay(current.to),
      allow_anybody: current.allow_anybody,
      allow_remote_reservations: current.allow_remote_reservations,
      available_slots: slotDrafts(current.available_slots),
      forbidden_slots: slotDrafts(current.forbidden_slots),
    },
    images: resource.stored_images.map((image) => ({ name: image.name, url: image.url })),
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
