import type { NamedOption, PersonOption, ReservationFormData } from '../../model/formValues';
import type { ReservationResource } from '../../model/resources';

/** Story data: a few rooms of a faculty, its groups, annexes and people. */
export const storyResources: ReservationResource[] = [
  { id: 1, name: 'Auditorija 101', settings: { allow_remote_reservations: true } },
  { id: 2, name: 'Laboratorija 2', settings: { allow_remote_reservations: false } },
  { id: 3, name: 'Didžioji salė', settings: { allow_remote_reservations: true } },
];

export const storyGroups: NamedOption[] = [
  { id: 11, name: 'MIF Matematika 1 k.' },
  { id: 12, name: 'MIF Informatika 2 k.' },
  { id: 13, name: 'FF Fizika 3 k.' },
];

export const storyAnnexes: NamedOption[] = [
  { id: 21, name: 'Projektorius' },
  { id: 22, name: 'Vaizdo kamera' },
];

export const storyPeople: PersonOption[] = [
  { id: 31, name: 'Ona Žemaitė', email: 'ona.zemaite@example.lt', group: 'Matematikos katedra' },
  { id: 32, name: 'Jonas Basanavičius', email: 'jonas.b@example.lt', group: 'Fizikos katedra' },
  { id: 33, name: 'Žydrūnas Čepulis', email: 'zydrunas@example.lt', group: 'MIF Informatika 2 k.' },
  { id: 34, name: 'Rūta Šimkutė', email: 'ruta.simkute@example.lt', group: 'MIF Matematika 1 k.' },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('lt-LT');

/** Searches the story's people the way the API's user search does (by name, any letters). */
export async function searchStoryPeople(query: string): Promise<PersonOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return storyPeople.filter((person) => fold(person.name).includes(fold(query.trim())));
}

/** A saved weekly lecture the user may edit. */
export const repeatingLecture: ReservationFormData = {
  id: 501,
  name: 'Matematinė analizė',
  description: 'Paskaita pirmakursiams',
  from: '2026-03-02',
  to: '2026-03-02',
  from_time: '10:00',
  to_time: '11:30',
  type: 'lecture',
  person_responsible: 31,
  responsible: storyPeople[0]!,
  groups: [storyGroups[0]!],
  invitations: [storyPeople[3]!],
  annexes: [storyAnnexes[0]!],
  reservable: { id: 1, name: 'Auditorija 101' },
  is_remote: 0,
  remote_address: null,
  user: storyPeople[1]!,
  repeater: { type: 'weekly', interval: 1, until: '2026-05-29', weekdays: ['monday'] },
  repeater_id: 77,
  is_batch: false,
  can_edit: true,
  can_delete: true,
};

const pad = (value: number) => String(value).padStart(3, '0');

/** A real semester's scale (issue 27): 500 groups and 300 rooms, searched as the API searches them (any part). */
export const manyGroups: NamedOption[] = Array.from({ length: 500 }, (_, index) => ({
  id: 1000 + index,
  name: `ITC grupė ${pad(index + 1)}`,
}));
export const manyRooms: ReservationResource[] = Array.from({ length: 300 }, (_, index) => ({
  id: 2000 + index,
  name: `Auditorija ${pad(index + 1)}`,
  settings: { allow_remote_reservations: index % 2 === 0 },
}));

/** The first 50 whose name contains the text, ignoring case and accents: what `GET /api/groups?query=` answers. */
function searchIn<T extends NamedOption>(list: readonly T[]) {
  return async (query: string): Promise<T[]> => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return list.filter((entry) => fold(entry.name).includes(fold(query.trim()))).slice(0, 50);
  };
}
export const searchManyGroups = searchIn(manyGroups);
export const searchManyRooms = searchIn(manyRooms);
