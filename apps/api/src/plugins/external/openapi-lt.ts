import { type Language } from '@laikas/contract';

/*
 * The reference in Lithuanian (issue 35; docs/decisions/openapi-in-two-languages.md): the prose the document's
 * generator writes (its introduction, the groups, the sign-in schemes, the standard answers) in both languages. A
 * description is Lithuanian where it is made of these phrases; a field's own note, written beside its schema, stays
 * English, like the names of fields, paths and tags.
 */
const LITHUANIAN: readonly (readonly [string, string])[] = [
  [
    'Timetables and reservations of rooms and items. Every answer is JSON: `{ data }`, paged lists add `meta`. Errors are `{ message }` in the reader’s language (Accept-Language or the user’s), a 422 adds `errors` per field. A guide: docs/api.md.',
    'Tvarkaraščiai ir auditorijų bei daiktų rezervacijos. Kiekvienas atsakymas yra JSON: `{ data }`, puslapiuoti sąrašai prideda `meta`. Klaidos yra `{ message }` skaitytojo kalba (Accept-Language arba naudotojo), 422 prideda `errors` kiekvienam laukui. Vadovas: docs/api.md.',
  ],
  [
    'Every error other than a 422: a message in the reader’s language.',
    'Kiekviena klaida, išskyrus 422: pranešimas skaitytojo kalba.',
  ],
  [
    'HTTP 422: a summary and the messages per field (dotted keys, e.g. `repeater.until`).',
    'HTTP 422: santrauka ir pranešimai kiekvienam laukui (raktai su taškais, pvz., `repeater.until`).',
  ],
  [
    'HTTP 422 of a reservation save: field errors plus the clashes the form lists.',
    'HTTP 422 išsaugant rezervaciją: laukų klaidos ir sutapimai, kuriuos išvardija forma.',
  ],
  [
    'Signing in and out, the CSRF cookie, the signed-in user, their password and language.',
    'Prisijungimas ir atsijungimas, CSRF slapukas, prisijungęs naudotojas, jo slaptažodis ir kalba.',
  ],
  [
    'Reservations of items and remote reservations of resources, single or repeated, and their approval.',
    'Daiktų rezervacijos ir nuotolinės išteklių rezervacijos, vienkartinės ar pasikartojančios, ir jų tvirtinimas.',
  ],
  [
    'Calendar (.ics) subscriptions: the personal secret feed and a room’s feed.',
    'Kalendoriaus (.ics) prenumeratos: asmeninis slaptas srautas ir auditorijos srautas.',
  ],
  [
    'Free rooms for a time, their tags, and the rooms at a glance.',
    'Laisvos auditorijos nurodytu laiku, jų žymos ir auditorijų apžvalga.',
  ],
  [
    'Rooms and other reservable resources, their items and settings.',
    'Auditorijos ir kiti rezervuojami ištekliai, jų daiktai ir nustatymai.',
  ],
  ['Annexes (equipment lent with a reservation).', 'Priedai (įranga, skolinama su rezervacija).'],
  [
    'A group’s timetable for a period: created, locked, approved.',
    'Grupės tvarkaraštis laikotarpiui: sukurtas, užrakintas, patvirtintas.',
  ],
  ['The week of a group or a person (lanes).', 'Grupės ar asmens savaitė (juostos).'],
  [
    'Student groups, their members and resources, imported from files.',
    'Studentų grupės, jų nariai ir ištekliai, importuojami iš failų.',
  ],
  [
    'People, their roles, reminders and impersonation.',
    'Žmonės, jų vaidmenys, priminimai ir prisijungimas kito vardu.',
  ],
  [
    'In-app notifications, their settings, and the e-mail outbox.',
    'Pranešimai programoje, jų nustatymai ir siunčiamų laiškų eilė.',
  ],
  ['Invitations to reservations and their answers.', 'Kvietimai į rezervacijas ir atsakymai į juos.'],
  [
    'Teaching periods, their exam sessions and the days nothing may be reserved.',
    'Mokymo laikotarpiai, jų egzaminų sesijos ir dienos, kai nieko negalima rezervuoti.',
  ],
  ['Utilisation reports and their exports.', 'Užimtumo ataskaitos ir jų eksportas.'],
  ['Imports of a semester in ITC 2019 format.', 'Semestro importas ITC 2019 formatu.'],
  ['Pictures of resources.', 'Išteklių nuotraukos.'],
  [
    'Public settings and the system settings of super administrators.',
    'Vieši nustatymai ir super administratorių sistemos nustatymai.',
  ],
  [
    'Personal and service tokens for programs: `Authorization: Bearer <token>`, no CSRF header.',
    'Asmeniniai ir tarnybiniai raktai programoms: `Authorization: Bearer <raktas>`, be CSRF antraštės.',
  ],
  [
    'Endpoints that receive signed events, and the log of their deliveries.',
    'Adresai, gaunantys pasirašytus įvykius, ir jų pristatymų žurnalas.',
  ],
  ['Who changed what, when.', 'Kas, ką ir kada pakeitė.'],
  [
    'Server-Sent Events naming what changed, one stream per signed-in tab (issue 31).',
    'Server-Sent Events įvykiai, nurodantys, kas pasikeitė: vienas srautas kiekvienam prisijungusio naudotojo naršyklės skirtukui (31 užduotis).',
  ],
  ['Liveness and readiness probes for operators.', 'Gyvybingumo ir parengties patikros administratoriams.'],
  [
    'The session cookie `POST /api/login` sets (httpOnly).',
    'Sesijos slapukas, kurį nustato `POST /api/login` (httpOnly).',
  ],
  [
    'Every call that changes something echoes the `',
    'Kiekviena ką nors keičianti užklausa šioje antraštėje pakartoja slapuką `',
  ],
  [
    '` cookie (set on every API answer, e.g. by `GET /api/csrf-cookie`) in this header.',
    '` (jį nustato kiekvienas API atsakymas, pvz., `GET /api/csrf-cookie`).',
  ],
  [
    'An API token (`laikas_…`) made on the profile or, for a service, by an administrator: ',
    'API raktas (`laikas_…`), sukurtas profilyje arba tarnybai – administratoriaus: ',
  ],
  [
    '`Authorization: Bearer <token>`, no CSRF header. Scopes: `read` (GET), `write` (other methods), ',
    '`Authorization: Bearer <raktas>`, be CSRF antraštės. Teisės: `read` (GET), `write` (kiti metodai), ',
  ],
  [
    '`admin` (the owner’s abilities; without it a token acts with none).',
    '`admin` (savininko gebėjimai; be jos raktas neturi jokių).',
  ],
  ['Accepted: the work goes on; ask for its progress.', 'Priimta: darbas tęsiamas; teiraukitės jo eigos.'],
  ['Done; no body.', 'Atlikta; be turinio.'],
  [
    'The body is not valid JSON, or not a complete multipart body.',
    'Turinys nėra tinkamas JSON arba neišsamus multipart turinys.',
  ],
  [
    'Too many failed sign-ins with this uid or from this address: try again after `Retry-After` seconds.',
    'Per daug nesėkmingų bandymų prisijungti šiuo naudotojo ID arba iš šio adreso: bandykite vėl po `Retry-After` sekundžių.',
  ],
  ['The body is over the size limit; nothing was changed.', 'Turinys viršija leidžiamą dydį; nieko nepakeista.'],
  [
    'The body is not JSON: send it as `Content-Type: application/json`; nothing was changed.',
    'Turinys nėra JSON: siųskite jį su `Content-Type: application/json`; nieko nepakeista.',
  ],
  [
    'Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest).',
    'Per daug užklausų šiuo API raktu: bandykite vėl po `Retry-After` sekundžių (kita – antraštėse `X-RateLimit-*`).',
  ],
  [
    'Not signed in, the session expired, or the API token is unknown, revoked or expired.',
    'Neprisijungta, sesija baigėsi arba API raktas nežinomas, atšauktas ar nebegalioja.',
  ],
  ['Refused: ', 'Atsisakyta: '],
  [
    'the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie',
    'antraštė `X-XSRF-TOKEN` nepakartoja slapuko `XSRF-TOKEN`',
  ],
  ['the user may not do this', 'naudotojui to daryti negalima'],
  ['an API token may not make this call', 'API raktu šios užklausos atlikti negalima'],
  ['the user must change a password first (`code`)', 'naudotojas pirmiausia turi pakeisti slaptažodį (`code`)'],
  [
    'the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call',
    'API raktui trūksta teisės (`read` GET užklausoms, kitoms `write`) arba jam ši užklausa neleidžiama',
  ],
  [
    'Nothing has this id, or the user may not know of it.',
    'Nieko su šiuo id nėra arba naudotojas apie tai negali žinoti.',
  ],
  [
    'The input is invalid, or the time is taken: the messages per field and the clashes.',
    'Duomenys netinkami arba laikas užimtas: pranešimai kiekvienam laukui ir sutapimai.',
  ],
  ['The input is invalid: the messages per field.', 'Duomenys netinkami: pranešimai kiekvienam laukui.'],
  [
    'The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds.',
    'Serveris per daug užimtas arba duomenų bazė nepasiekiama; nieko nepakeista. Bandykite vėl po `Retry-After` sekundžių.',
  ],
  ['Super administrators only.', 'Tik super administratoriams.'],
  ['Needs the ability `', 'Reikia gebėjimo `'],
  ['` (403 without it).', '` (be jo – 403).'],
  [
    'The body is invalid, or the timetable has conflicts and `accept_conflicts` was not set: then `conflicts` lists them as `…/conflicts` does.',
    'Turinys netinkamas arba tvarkaraštyje yra konfliktų, o `accept_conflicts` nenurodyta: tada `conflicts` juos išvardija kaip `…/conflicts`.',
  ],
  [
    'The timetable cannot take this step now: only a draft is locked, only a locked one approved.',
    'Tvarkaraštis dabar negali žengti šio žingsnio: užrakinamas tik juodraštis, tvirtinamas tik užrakintas.',
  ],
  ['The session is not impersonating anybody.', 'Sesija neprisijungusi kito vardu.'],
  [
    'Already impersonating (stop first), the user is oneself, or the account is disabled.',
    'Jau prisijungta kito vardu (pirmiausia baikite), naudotojas yra jūs pats arba paskyra išjungta.',
  ],
  ['A manager cannot do this to their own account.', 'Valdytojas negali to daryti savo paskyrai.'],
  [
    'The period has group timetables: delete them first.',
    'Laikotarpyje yra grupių tvarkaraščių: pirmiausia juos ištrinkite.',
  ],
  [
    'Not ready: `checks` says which check failed. Try again after `Retry-After` seconds.',
    'Neparengta: `checks` nurodo, kuri patikra nepavyko. Bandykite dar kartą po `Retry-After` sekundžių.',
  ],
  ['The group has timetables: delete them first.', 'Grupė turi tvarkaraščių: pirmiausia juos ištrinkite.'],
  ['To the identity provider, or back to the app.', 'Į tapatybės teikėją arba atgal į programą.'],
  [
    'To the browser step, or to the login page with the reason.',
    'Į naršyklės žingsnį arba į prisijungimo puslapį su priežastimi.',
  ],
  [
    'No trial sign-in of this browser is waiting (none started, or already read).',
    'Šios naršyklės bandomasis prisijungimas nelaukia (nepradėtas arba jau perskaitytas).',
  ],
  ['The request does not accept `text/event-stream`.', 'Užklausa nepriima `text/event-stream`.'],
  [
    'Past the per-user or per-process cap of open streams (`code` says which).',
    'Viršyta naudotojo arba proceso atvirų srautų riba (`code` nurodo, kuri).',
  ],
  ['OK', 'Gerai'],
  ['Created', 'Sukurta'],
];

/** The generator's English phrases, longest first (a phrase inside a longer one is left to the longer). */
const PHRASES = [...LITHUANIAN].sort(([a], [b]) => b.length - a.length);
const WHOLE_ONLY = new Set(['OK', 'Created']);

function translate(text: string): string {
  const whole = PHRASES.find(([english]) => english === text);
  if (whole) {
    return whole[1];
  }
  return PHRASES.filter(([english]) => !WHOLE_ONLY.has(english)).reduce(
    (result, [english, lithuanian]) => result.replaceAll(english, lithuanian),
    text,
  );
}

function translated(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(translated);
  }
  if (value === null || typeof value !== 'object') {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'description' && typeof inner === 'string' ? translate(inner) : translated(inner),
    ]),
  );
}

const cache = new WeakMap<object, unknown>();

/** The document in `language`: itself in English; in Lithuanian, its generated prose translated (kept per document). */
export function documentIn<T extends object>(document: T, language: Language): T {
  if (language === 'en') {
    return document;
  }
  if (!cache.has(document)) {
    cache.set(document, translated(document));
  }
  return cache.get(document) as T;
}

/** The English phrases the Lithuanian reference translates (for tests). */
export const TRANSLATED_PHRASES = LITHUANIAN.map(([english]) => english);
