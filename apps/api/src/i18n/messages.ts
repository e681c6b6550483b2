import { type Language } from '@laikas/contract';

/*
 * The server's messages in Lithuanian, keyed by their English text (the text the code throws).
 * Services, domain rules and schemas keep writing English; the error handler translates every error body once,
 * on its way out (plugins/external/error-handler.ts). A message with values (a count, a time, a name) is matched
 * by a pattern instead. A new English message needs an entry here: messages.test.ts scans the sources for them.
 */

export const DEFAULT_LANGUAGE: Language = 'lt';

/** Lithuanian noun form for a count: 1, 21 → one; 2–9, 22–29 → few; 0, 10–20, 30 → many. */
export function pluralLt(count: number, one: string, few: string, many: string): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 19) {
    return many;
  }
  if (last === 1) {
    return one;
  }
  return last === 0 ? many : few;
}

/** Exact English message → Lithuanian. */
const MESSAGES: Readonly<Record<string, string>> = {
  // errors.ts and the guard
  'Unauthenticated.': 'Reikia prisijungti.',
  'This action is unauthorized.': 'Šis veiksmas jums neleidžiamas.',
  'The given data was invalid.': 'Pateikti duomenys neteisingi.',
  'CSRF token mismatch.': 'Puslapio sesija pasibaigė. Atnaujinkite puslapį ir bandykite dar kartą.',
  // the error handler
  'Server Error': 'Serverio klaida',
  'The value is invalid.': 'Neteisinga reikšmė.',
  'The request is invalid.': 'Užklausa neteisinga.',
  'The request body is required.': 'Užklausoje nėra duomenų.',
  'The request body is too large.': 'Užklausa per didelė.',
  'The request body is not valid JSON.': 'Užklausos duomenys nėra tinkamo JSON formato.',
  'The request body is empty but its content type is JSON.': 'Užklausa tuščia, nors jos turinio tipas yra JSON.',
  'The request body must be JSON.': 'Užklausos duomenys turi būti JSON.',
  'The value may not contain NUL characters.': 'Reikšmėje negali būti NUL simbolių.',
  'A value in the request is too long.': 'Viena iš reikšmių per ilga.',
  'A number in the request is out of range.': 'Vienas iš skaičių per didelis arba per mažas.',
  'A date or time in the request is not valid.': 'Neteisinga data arba laikas.',
  'A date or time in the request is out of range.': 'Data arba laikas už leistinų ribų.',
  'The request contains characters that cannot be stored.': 'Užklausoje yra simbolių, kurių negalima išsaugoti.',
  'A value in the request has the wrong format.': 'Vienos iš reikšmių formatas neteisingas.',
  'Another change was being saved at the same moment; nothing was saved. Please try again.':
    'Tuo pačiu metu buvo išsaugomas kitas pakeitimas; niekas neišsaugota. Bandykite dar kartą.',
  // a database away, a server busy, starting or stopping (issue 37)
  'The database cannot be reached at the moment; nothing was changed. Please try again in a few seconds.':
    'Duomenų bazė šiuo metu nepasiekiama; niekas nepakeista. Bandykite dar kartą po kelių sekundžių.',
  'The server is too busy at the moment. Please try again in a few seconds.':
    'Serveris šiuo metu per daug apkrautas. Bandykite dar kartą po kelių sekundžių.',
  'The server is starting. Please try again in a few seconds.':
    'Serveris paleidžiamas. Bandykite dar kartą po kelių sekundžių.',
  'The server is not ready.': 'Serveris dar neparengtas.',
  // sign-in, impersonation
  'These credentials do not match our records.': 'Neteisingas naudotojo ID arba slaptažodis.',
  'Stop impersonating before impersonating someone else.':
    'Prieš veikdami kito naudotojo vardu, grįžkite į savo paskyrą.',
  'You cannot impersonate yourself.': 'Negalite apsimesti savimi.',
  'You may only act as a user with fewer abilities than yours.':
    'Galite veikti tik naudotojo, turinčio mažiau teisių nei jūs, vardu.',
  'This account is disabled. Contact the administrator.': 'Ši paskyra išjungta. Kreipkitės į administratorių.',
  'This account is disabled.': 'Ši paskyra išjungta.',
  'Change your password before you continue.': 'Pirmiausia pasikeiskite slaptažodį.',
  'You cannot do this to your own account.': 'Šio veiksmo negalite atlikti su savo paskyra.',
  'You may only manage a user with fewer abilities than yours.':
    'Galite tvarkyti tik naudotojus, turinčius mažiau teisių nei jūs.',
  'You are not impersonating anyone.': 'Šiuo metu neveikiate kito naudotojo vardu.',
  // users and profile
  'Only a super administrator may change a super administrator.':
    'Super administratorių gali keisti tik super administratorius.',
  'Only a user manager may change roles.': 'Roles gali keisti tik naudotojų administratorius.',
  'Only a super administrator may grant or revoke the super administrator role.':
    'Super administratoriaus rolę suteikti ar atimti gali tik super administratorius.',
  'The current password is incorrect.': 'Dabartinis slaptažodis neteisingas.',
  'The name field is required.': 'Įveskite vardą.',
  'The email must be a valid email address.': 'Įveskite teisingą el. pašto adresą.',
  'The hour must be between 0 and 23.': 'Valanda turi būti nuo 0 iki 23.',
  'The password must be at least 8 characters.': 'Slaptažodis turi būti bent 8 simbolių ilgio.',
  'The password may not be longer than 256 characters.': 'Slaptažodis negali būti ilgesnis nei 256 simboliai.',
  'The password must contain at least one letter.': 'Slaptažodyje turi būti bent viena raidė.',
  'The password must contain at least one digit.': 'Slaptažodyje turi būti bent vienas skaitmuo.',
  'The current password field is required.': 'Įveskite dabartinį slaptažodį.',
  'The password confirmation does not match.': 'Slaptažodžio patvirtinimas nesutampa.',
  'The uid field is required.': 'Įveskite naudotojo ID.',
  'The password field is required.': 'Įveskite slaptažodį.',
  // common schemas
  'Expected a date as YYYY-MM-DD': 'Data turi būti formatu MMMM-MM-DD',
  'Expected a time as HH:MM': 'Laikas turi būti formatu VV:MM',
  'The id is out of range.': 'Neteisingas identifikatorius.',
  'The id must be a whole number written in digits.':
    'Identifikatorius turi būti sveikasis skaičius, parašytas skaitmenimis.',
  // reservations, resources, lanes
  'The name is required': 'Įveskite pavadinimą',
  'The time is already taken': 'Šis laikas jau užimtas',
  'The date is not a real date': 'Tokios datos nėra',
  'The end of the range must not be before its start': 'Laikotarpio pabaiga negali būti ankstesnė už pradžią',
  'The range may span at most a year': 'Laikotarpis gali būti ne ilgesnis nei metai',
  'A reservation ends on the day it starts; use a repeat rule for several days':
    'Rezervacija baigiasi tą pačią dieną, kurią prasideda; kelioms dienoms naudokite kartojimą',
  'The start time must be before 24:00': 'Pradžios laikas turi būti ankstesnis nei 24:00',
  'The end time must be 24:00 at the latest': 'Pabaigos laikas turi būti ne vėlesnis nei 24:00',
  'A reservation without an item is a remote reservation': 'Rezervacija be vieneto gali būti tik nuotolinė',
  'Unknown user': 'Nežinomas naudotojas',
  'Unknown user among the invitations': 'Tarp pakviestųjų yra nežinomas naudotojas',
  'Unknown group': 'Nežinoma grupė',
  'Unknown annex': 'Nežinomas priedas',
  'You may not change this reservation.': 'Jums neleidžiama keisti šios rezervacijos.',
  'You may not delete this reservation.': 'Jums neleidžiama ištrinti šios rezervacijos.',
  'The repeat rule gives no dates': 'Pagal kartojimo taisyklę nėra nė vienos datos',
  'The repeat rule gives no dates between the first day and its end.':
    'Pagal kartojimo taisyklę tarp pirmosios dienos ir kartojimo pabaigos nėra nė vienos datos.',
  'A reservation cannot start in the past': 'Rezervacija negali prasidėti praeityje',
  // resource rules (domain/resourceRules.ts)
  'The reservation must end after it starts': 'Rezervacija turi baigtis vėliau, nei prasideda',
  'A lecture starts at the start of an academic slot': 'Paskaita turi prasidėti akademinio laiko pradžioje',
  'A lecture ends at the end of the same or a later academic slot':
    'Paskaita turi baigtis to paties ar vėlesnio akademinio laiko pabaigoje',
  'This resource does not take remote reservations': 'Šis išteklius nuotolinių rezervacijų nepriima',
  'A remote reservation needs an http(s) address': 'Nuotolinei rezervacijai reikia http(s) adreso',
  // repeat rules (domain/repeater.ts)
  'The end of the series is not a real date': 'Tokios kartojimo pabaigos datos nėra',
  'The series must end on or after its first day': 'Kartojimas negali baigtis anksčiau nei rezervacijos data',
  // find a free room and reports (issue 17)
  'The end must be after the start': 'Pabaiga turi būti vėlesnė nei pradžia',
  'The date is required': 'Nurodykite datą',
  'Only its author may delete a saved report.': 'Išsaugotą ataskaitą gali ištrinti tik jos autorius.',
  // periods and blackouts (issue 16: services/periods.ts, services/blackout-rules.ts)
  'Every date of the series is a blackout or already taken':
    'Visos kartojimo datos yra nedarbo dienos arba jau užimtos',
  'Every date of the series is a blackout or already taken.':
    'Visos kartojimo datos yra nedarbo dienos arba jau užimtos.',
  'The date does not exist': 'Tokios datos nėra',
  'Give both times, or neither for whole days': 'Nurodykite abu laikus arba nė vieno, jei tai visos dienos',
  'Unknown resource': 'Nežinomas išteklius',
  'The period must not end before it starts': 'Laikotarpis negali baigtis anksčiau nei prasideda',
  'Unknown period': 'Nežinomas laikotarpis',
  'Another group has this external id': 'Kita grupė jau turi šį išorinį identifikatorių',
  'The group already has a timetable in this period': 'Grupė šiame laikotarpyje jau turi tvarkaraštį',
  'Only a draft timetable can be locked': 'Užrakinti galima tik juodraštinį tvarkaraštį',
  'Lock the timetable before approving it': 'Prieš tvirtindami tvarkaraštį jį užrakinkite',
  // groups import (issue 16: domain/groupImport.ts, services/group-import.ts, routes/groups)
  'The file is empty': 'Failas tuščias',
  'The group name is empty': 'Grupės pavadinimas tuščias',
  'The group name is longer than 255 characters': 'Grupės pavadinimas ilgesnis nei 255 simboliai',
  'The student uid is empty': 'Studento naudotojo ID tuščias',
  'The name is empty': 'Vardas tuščias',
  'The name is longer than 255 characters': 'Vardas ilgesnis nei 255 simboliai',
  'The XLSX is not a valid file (no zip directory)': 'XLSX failas netinkamas (nėra zip katalogo)',
  'The XLSX is not a valid file (a broken zip directory)': 'XLSX failas netinkamas (sugadintas zip katalogas)',
  'The XLSX is not a valid file (a broken zip entry)': 'XLSX failas netinkamas (sugadintas zip įrašas)',
  'The XLSX inflates to far more than its size (a zip bomb?); it is refused':
    'Išpakuotas XLSX failas būtų daug kartų didesnis už patį failą (zip bomba?), todėl jis atmestas',
  'The XLSX declares a DTD or entities (external entities are not accepted)':
    'XLSX faile aprašytas DTD arba esybės (išorinės esybės nepriimamos)',
  'The XLSX has no worksheet': 'XLSX faile nėra darbalapio',
  'The XLSX has more parts than a spreadsheet has; it is refused':
    'XLSX faile daugiau dalių, nei būna skaičiuoklės faile, todėl jis atmestas',
  'The file is too large to read within the memory an import may use':
    'Failas per didelis, kad jį būtų galima perskaityti importui skirtoje atmintyje',
  'Only .csv and .xlsx files can be imported': 'Importuoti galima tik .csv ir .xlsx failus',
  'The files are too large together': 'Failai kartu per dideli',
  'The row holds a control character (such as NUL); remove it and try again':
    'Eilutėje yra valdymo simbolis (pvz., NUL); pašalinkite jį ir bandykite dar kartą',
  // ITC 2019 import from the admin area (issue 16)
  'The period name is required': 'Įveskite laikotarpio pavadinimą',
  'The period name may be at most 255 characters': 'Laikotarpio pavadinimas gali būti ne ilgesnis nei 255 simboliai',
  'The semester must start on a Monday (week 1 starts on one)':
    'Semestras turi prasidėti pirmadienį (nuo jo prasideda pirmoji savaitė)',
  'Choose the problem file (XML)': 'Pasirinkite uždavinio failą (XML)',
  'Choose the solution file (XML)': 'Pasirinkite sprendinio failą (XML)',
  'Send the files in the fields problem and solution': 'Failus siųskite laukuose problem ir solution',
  'The file is larger than 32 MB': 'Failas didesnis nei 32 MB',
  'The import stopped on a server error; what it wrote before stays':
    'Importas sustojo dėl serverio klaidos; tai, kas jau įrašyta, lieka',
  'The import stopped when its server stopped; start it again (what was written stays)':
    'Importas nutrūko, kai sustojo jį vykdęs serveris; paleiskite jį iš naujo (tai, kas jau įrašyta, lieka)',
  'The file declares its own DTD or entities, which are refused':
    'Faile aprašytas jo paties DTD arba esybės (ENTITY); tokie failai nepriimami',
  'The problem file has no <problem> element': 'Uždavinio faile nėra elemento <problem>',
  'The solution file has no <solution> element': 'Sprendinio faile nėra elemento <solution>',
  'Choose one or more CSV or XLSX files': 'Pasirinkite vieną ar kelis CSV arba XLSX failus',
  'Send the files in the field files[]': 'Siųskite failus lauke files[]',
  'Rows have problems; nothing of this file was imported': 'Eilutėse yra klaidų, todėl iš šio failo nieko neimportuota',
  'The range must be real dates, the end not before the start':
    'Laikotarpio datos turi būti tikros, o pabaiga – ne anksčiau nei pradžia',
  // security and reliability (issue 13)
  'The request is nested too deeply.': 'Užklausos duomenys per giliai įdėti vienas į kitą.',
  'You may name only yourself as the person responsible.': 'Atsakingu asmeniu galite nurodyti tik save.',
  'The person responsible must be a teacher or an administrator.':
    'Atsakingas asmuo turi būti dėstytojas arba administratorius.',
  'Only teachers and administrators may attach groups.': 'Grupes priskirti gali tik dėstytojai ir administratoriai.',
  // administration (issue 15)
  'Each slot must end after it starts, within the day':
    'Kiekvienas intervalas turi baigtis vėliau, nei prasideda, ir neperžengti paros ribų',
  'Slots may not overlap': 'Intervalai negali persidengti',
  'At least one academic slot is needed': 'Reikia bent vieno akademinio laiko intervalo',
  'The longest reservation may not be shorter than the shortest':
    'Ilgiausia rezervacija negali būti trumpesnė už trumpiausią',
  'The daily window must end after it starts, by 24:00':
    'Dienos laikas turi baigtis vėliau, nei prasideda, ne vėliau 24:00',
  'Upload each image before adding it': 'Prieš pridėdami nuotrauką, ją įkelkite',
  'Choose 25, 50 or 100 rows a page.': 'Pasirinkite 25, 50 arba 100 eilučių puslapyje.',
  'Only JPEG, PNG or WebP images can be uploaded': 'Galima įkelti tik JPEG, PNG arba WebP nuotraukas',
  'The image is damaged or incomplete': 'Nuotrauka sugadinta arba neišsaugota iki galo',
  'Choose an image to upload': 'Pasirinkite nuotrauką įkėlimui',
  'The upload is not a complete multipart/form-data body; send the form again.':
    'Įkeliami duomenys nėra išsamus multipart/form-data turinys; pateikite formą dar kartą.',
  'An annex of this name exists already': 'Priedas tokiu pavadinimu jau yra',
  'Only reservations awaiting approval can be approved or rejected':
    'Patvirtinti arba atmesti galima tik patvirtinimo laukiančias rezervacijas',
};

/** `new NotFoundError(what)` says "`${what}` was not found."; Lithuanian nouns differ in gender. */
const NOT_FOUND: Readonly<Record<string, string>> = {
  'The user': 'Naudotojas nerastas.',
  'The administrator': 'Administratorius nerastas.',
  'The resource': 'Išteklius nerastas.',
  'The item': 'Vienetas nerastas.',
  'The annex': 'Priedas nerastas.',
  'The reservation': 'Rezervacija nerasta.',
  'The group': 'Grupė nerasta.',
  'The import': 'Importas nerastas.',
  // issue 16
  'The period': 'Laikotarpis nerastas.',
  'The blackout': 'Nedarbo laikas nerastas.',
  'The group timetable': 'Grupės tvarkaraštis nerastas.',
  'The requested record': 'Įrašas nerastas.',
  // notifications, invitations, calendar feeds (issue 14)
  'The notification': 'Pranešimas nerastas.',
  'The invitation': 'Kvietimas nerastas.',
  'The calendar feed': 'Kalendoriaus prenumerata nerasta.',
  'The calendar': 'Kalendorius nerastas.',
  'The e-mail': 'Laiškas nerastas.',
  // reports (issue 17)
  'The report': 'Ataskaita nerasta.',
};

/**
 * Field keys as the validation formatter names them (`current_password` → "current password") → Lithuanian.
 * A field missing here keeps its key, which is still understandable next to the field it is shown under.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  uid: 'naudotojo ID',
  password: 'slaptažodis',
  'current password': 'dabartinis slaptažodis',
  'password confirmation': 'slaptažodžio patvirtinimas',
  name: 'pavadinimas',
  email: 'el. paštas',
  language: 'kalba',
  roles: 'rolės',
  description: 'aprašymas',
  type: 'tipas',
  from: 'data',
  to: 'pabaiga',
  'from time': 'pradžios laikas',
  'to time': 'pabaigos laikas',
  reservable: 'išteklius',
  'person responsible': 'atsakingas asmuo',
  invitations: 'pakviesti asmenys',
  groups: 'grupės',
  annexes: 'priedai',
  'is remote': 'nuotolinė',
  'remote address': 'nuotolinio prisijungimo adresas',
  repeater: 'kartojimas',
  'repeater.until': 'kartojimo pabaiga',
  'repeater.interval': 'intervalas',
  page: 'puslapis',
  'per page': 'įrašų puslapyje',
  query: 'paieška',
  'reminder hour': 'priminimo valanda',
  // find a free room and reports (issue 17)
  date: 'data',
  until: 'kartoti iki',
  interval: 'intervalas',
  weekdays: 'savaitės dienos',
  capacity: 'vietų skaičius',
  tags: 'įranga',
};

const label = (field: string) => FIELD_LABELS[field] ?? field;
const minutes = (count: number) => pluralLt(count, 'minutę', 'minutes', 'minučių');
const characters = (count: number) => pluralLt(count, 'simbolio', 'simbolių', 'simbolių');
const values = (count: number) => pluralLt(count, 'reikšmė', 'reikšmės', 'reikšmių');

interface Pattern {
  english: RegExp;
  lithuanian: (...parts: string[]) => string;
}

/** The bounded elements of an ITC file (domain/itcFormat.ts), in the genitive a count takes. */
const ITC_ELEMENTS_LT: Readonly<Record<string, string>> = {
  rooms: 'auditorijų',
  'room unavailabilities': 'auditorijų neprieinamumų',
  classes: 'užsiėmimų',
  'time options': 'laiko variantų',
  'students of classes': 'užsiėmimų studentų',
};

/** Messages with values; the first match wins, so more specific patterns come first. */
const PATTERNS: readonly Pattern[] = [
  {
    // errors.ts summarize(): the first message and how many more there are.
    english: /^(.+) \(and (\d+) more errors?\)$/s,
    lithuanian: (first, more) =>
      `${translate(first!, 'lt')} (ir dar ${more} ${pluralLt(Number(more), 'klaida', 'klaidos', 'klaidų')})`,
  },
  {
    english: /^Too many attempts\. Please try again in (\d+) min\.$/,
    lithuanian: (minutes) => `Per daug bandymų. Bandykite dar kartą po ${minutes} min.`,
  },
  {
    english: /^Too many attempts\. Please try again in (\d+) seconds?\.$/,
    lithuanian: (seconds) =>
      `Per daug bandymų. Bandykite dar kartą po ${seconds} ${pluralLt(Number(seconds), 'sekundės', 'sekundžių', 'sekundžių')}.`,
  },
  { english: /^(.+) was not found\.$/, lithuanian: (what) => NOT_FOUND[what!] ?? 'Įrašas nerastas.' },
  // ITC 2019 import (issue 16): the files' problems and the summary's warnings
  {
    english: /^The file is not well-formed XML: (.*)$/s,
    lithuanian: (detail) => `Failas nėra taisyklingas XML: ${detail}`,
  },
  {
    english: /^(.+) has (\S+)="(.*)", not a whole number$/s,
    lithuanian: (where, name, value) => `${where}: ${name}="${value}" nėra sveikasis skaičius`,
  },
  {
    english: /^(.+) has (\S+)="(.*)", not (\d+) characters of 0 and 1$/s,
    lithuanian: (where, name, value, size) =>
      `${where}: ${name}="${value}" turi būti ${size} ${pluralLt(Number(size), 'simbolis', 'simboliai', 'simbolių')} iš 0 ir 1`,
  },
  {
    english: /^<problem> has nrDays="(.*)"; a week has at most 7 days$/,
    lithuanian: (days) => `<problem> nrDays="${days}": savaitėje daugiausia 7 dienos`,
  },
  {
    english: /^<problem> has nrWeeks="(.*)"; a semester has at most (\d+) weeks$/,
    lithuanian: (weeks, most) => `<problem> nrWeeks="${weeks}": semestre daugiausia ${most} savaitės`,
  },
  {
    english: /^The file has more than ([\d,]+) (.+); an import may hold at most that many$/,
    lithuanian: (count, what) =>
      `Faile daugiau nei ${count} ${ITC_ELEMENTS_LT[what!] ?? what}; importuojant leidžiama daugiausia tiek`,
  },
  {
    english: /^The rooms are unavailable on ([\d,]+) days in all; an import may hold at most ([\d,]+)$/,
    lithuanian: (days, most) =>
      `Auditorijos iš viso neprieinamos ${days} dienų; importuojant leidžiama daugiausia ${most}`,
  },
  {
    english: /^<problem> has slotsPerDay="(.*)"; only 288 \(5-minute slots\) is read$/,
    lithuanian: (slots) => `<problem> slotsPerDay="${slots}": skaitomas tik 288 (5 minučių intervalai)`,
  },
  {
    english: /^The solution is of "(.*)", the problem is "(.*)"$/s,
    lithuanian: (solution, problem) =>
      `Sprendinys skirtas uždaviniui „${solution}“, o įkeltas uždavinys – „${problem}“`,
  },
  {
    english: /^--start (\S+) is not a Monday \(week 1 of the semester starts on one\)$/,
    lithuanian: (date) => `--start ${date} nėra pirmadienis (nuo jo prasideda pirmoji semestro savaitė)`,
  },
  // the name of a room's unavailability (a blackout), written in the language of whoever imports
  { english: /^R(\S+) unavailable$/, lithuanian: (id) => `R${id} neprieinama` },
  // an imported room's description and an imported student's name, likewise
  { english: /^(.*), room (\S+) \(ITC 2019\)$/s, lithuanian: (problem, id) => `${problem}, patalpa ${id} (ITC 2019)` },
  { english: /^Student (\d+)$/, lithuanian: (id) => `Studentas ${id}` },
  {
    english: /^Class (\S+) of the solution is not in the problem; left out$/,
    lithuanian: (id) => `Sprendinio užsiėmimo ${id} uždavinyje nėra; praleistas`,
  },
  {
    english: /^Class (\S+) is in room (\S+), which the problem does not list; left out$/,
    lithuanian: (id, room) => `Užsiėmimas ${id} vyksta patalpoje ${room}, kurios uždavinyje nėra; praleistas`,
  },
  {
    english: /^Class (\S+): its time is none of the class's time options; left out$/,
    lithuanian: (id) => `Užsiėmimo ${id} laikas nėra nė vienas iš jam galimų laikų; praleistas`,
  },
  {
    english: /^Class (\S+): (\d+) students in room (\S+) with (\d+) seats \(capacity overflow\)$/,
    lithuanian: (id, students, room, seats) =>
      `Užsiėmimas ${id}: ${students} ${pluralLt(Number(students), 'studentas', 'studentai', 'studentų')} patalpoje ${room}, kurioje ${seats} ${pluralLt(Number(seats), 'vieta', 'vietos', 'vietų')} (netelpa)`,
  },
  {
    english: /^Room (\S+) \(resource (\d+)\) has no item to reserve; its classes are left out$/,
    lithuanian: (room, resource) =>
      `Patalpoje ${room} (išteklius ${resource}) nėra vieneto, kurį būtų galima rezervuoti; jos užsiėmimai praleisti`,
  },
  {
    english: /^Class (\S+) meets "(.*)" in room (\S+); left out$/s,
    lithuanian: (id, blackout, room) => `Užsiėmimas ${id} patalpoje ${room} patenka į „${blackout}“; praleistas`,
  },
  {
    english: /^Class (\S+) in room (\S+): skipped ([\d, -]+) on "(.*)"$/s,
    lithuanian: (id, room, dates, blackouts) =>
      `Užsiėmimas ${id} patalpoje ${room}: praleistos datos ${dates}, nes jos patenka į „${blackouts.split('", "').join('“, „')}“`,
  },
  {
    english: /^Class (\S+) clashes with "(.*)" in room (\S+); left out$/s,
    lithuanian: (id, other, room) => `Užsiėmimas ${id} patalpoje ${room} kertasi su „${other}“; praleistas`,
  },
  {
    // the last of the ITC patterns: "<room id="2"> has no capacity" (after the more specific "has no item …")
    english: /^(.+) has no (\S+)$/s,
    lithuanian: (where, name) => `${where}: trūksta atributo ${name}`,
  },
  { english: /^Route (\S+) (.*) not found\.$/, lithuanian: (method, path) => `Adresas ${method} ${path} nerastas.` },
  { english: /^Unknown role: (.+)\.$/, lithuanian: (roles) => `Nežinoma rolė: ${roles}.` },
  { english: /^Unknown resource (.+)$/, lithuanian: (ids) => `Nežinomas išteklius ${ids}` },
  {
    english: /^(.+) has no item to reserve$/s,
    lithuanian: (name) => `Ištekliuje „${name}“ nėra vieneto, kurį būtų galima rezervuoti`,
  },
  {
    english: /^You may not reserve (.+)\.$/s,
    lithuanian: (name) => `Jums neleidžiama rezervuoti ištekliaus „${name}“.`,
  },
  // administration (issue 15)
  {
    english: /^The image may be at most ([\d.]+) MB$/,
    lithuanian: (size) => `Nuotrauka gali būti ne didesnė kaip ${size} MB`,
  },
  {
    english: /^The image may have at most (\d+) million pixels$/,
    lithuanian: (count) => `Nuotraukoje gali būti ne daugiau kaip ${count} mln. taškų`,
  },
  {
    english: /^The file name does not match its content, a (\w+) image$/,
    lithuanian: (format) => `Failo pavadinimas neatitinka turinio: tai ${format} nuotrauka`,
  },
  {
    english: /^The resource has (\d+) future reservations?; move or delete them first$/,
    lithuanian: (count) =>
      `Ištekliui dar ${pluralLt(Number(count), 'numatyta', 'numatytos', 'numatyta')} ${count} ${pluralLt(Number(count), 'būsima rezervacija', 'būsimos rezervacijos', 'būsimų rezervacijų')}; pirmiausia jas perkelkite arba ištrinkite`,
  },
  {
    english: /^The range may span at most (\d+) days$/,
    lithuanian: (days) =>
      `Laikotarpis gali būti ne ilgesnis nei ${days} ${pluralLt(Number(days), 'diena', 'dienos', 'dienų')}`,
  },
  {
    english: /^The resource can be reserved from (.+)$/,
    // One resource (issue 12, item 19): "šį išteklių", accusative singular, not the plural genitive "išteklių".
    lithuanian: (time) => `Šį išteklių galima rezervuoti nuo ${time}`,
  },
  {
    english: /^The resource can be reserved until (.+)$/,
    lithuanian: (time) => `Šį išteklių galima rezervuoti iki ${time}`,
  },
  {
    english: /^The reservation must last at least (\d+) minutes$/,
    lithuanian: (count) => `Rezervacija turi trukti bent ${count} ${minutes(Number(count))}`,
  },
  {
    english: /^The reservation may last at most (\d+) minutes$/,
    lithuanian: (count) => `Rezervacija gali trukti ne ilgiau kaip ${count} ${minutes(Number(count))}`,
  },
  {
    english: /^An event starts on a (\d+)-minute step$/,
    lithuanian: (step) => `Renginio pradžia turi sutapti su ${step} min. žingsnio žyma`,
  },
  {
    english: /^An event ends on a (\d+)-minute step$/,
    lithuanian: (step) => `Renginio pabaiga turi sutapti su ${step} min. žingsnio žyma`,
  },
  { english: /^(.+)–(.+) cannot be reserved$/, lithuanian: (from, to) => `${from}–${to} rezervuoti negalima` },
  {
    english: /^The interval is a whole number from (\d+) to (\d+)$/,
    lithuanian: (min, max) => `Intervalas turi būti sveikasis skaičius nuo ${min} iki ${max}`,
  },
  {
    english: /^A series may run at most (\d+) years ahead \(until (.+)\)$/,
    lithuanian: (years, until) =>
      `Kartojimas gali tęstis ne ilgiau kaip ${years} ${pluralLt(Number(years), 'metus', 'metus', 'metų')} į priekį (iki ${until})`,
  },
  // The validation formatter's own texts for schema issues without a message of ours (error-handler.ts).
  { english: /^The (.+) field is required\.$/, lithuanian: (field) => `Laukas „${label(field!)}“ privalomas.` },
  {
    english: /^The (.+) must be at least (\d+) characters\.$/,
    lithuanian: (field, count) =>
      `Laukas „${label(field!)}“ turi būti bent ${count} ${characters(Number(count))} ilgio.`,
  },
  {
    english: /^The (.+) may not be longer than (\d+) characters\.$/,
    lithuanian: (field, count) =>
      `Laukas „${label(field!)}“ gali būti ne ilgesnis nei ${count} ${pluralLt(Number(count), 'simbolis', 'simboliai', 'simbolių')}.`,
  },
  {
    english: /^The (.+) must have at least (\d+) items?\.$/,
    lithuanian: (field, count) => `Lauke „${label(field!)}“ turi būti bent ${count} ${values(Number(count))}.`,
  },
  {
    english: /^The (.+) may not have more than (\d+) items?\.$/,
    lithuanian: (field, count) =>
      `Lauke „${label(field!)}“ gali būti ne daugiau kaip ${count} ${values(Number(count))}.`,
  },
  {
    english: /^The (.+) must be at least (-?[\d.]+)\.$/,
    lithuanian: (field, min) => `Lauko „${label(field!)}“ reikšmė turi būti ne mažesnė nei ${min}.`,
  },
  {
    english: /^The (.+) may not be greater than (-?[\d.]+)\.$/,
    lithuanian: (field, max) => `Lauko „${label(field!)}“ reikšmė turi būti ne didesnė nei ${max}.`,
  },
  {
    english: /^The (.+) must be greater than (-?[\d.]+)\.$/,
    lithuanian: (field, min) => `Lauko „${label(field!)}“ reikšmė turi būti didesnė nei ${min}.`,
  },
  {
    english: /^The (.+) must be less than (-?[\d.]+)\.$/,
    lithuanian: (field, max) => `Lauko „${label(field!)}“ reikšmė turi būti mažesnė nei ${max}.`,
  },
  {
    english: /^The selected (.+) is invalid\.$/,
    lithuanian: (field) => `Pasirinkta neleistina lauko „${label(field!)}“ reikšmė.`,
  },
  {
    english: /^The (.+) format is invalid\.$/,
    lithuanian: (field) => `Lauko „${label(field!)}“ formatas neteisingas.`,
  },
  { english: /^The (.+) is invalid\.$/, lithuanian: (field) => `Lauko „${label(field!)}“ reikšmė neteisinga.` },
  { english: /^Unknown fields?: (.+)\.$/, lithuanian: (fields) => `Nežinomi laukai: ${fields}.` },
  // find a free room and reports (issue 17)
  {
    english: /^A search may cover at most (\d+) dates$/,
    lithuanian: (count) =>
      `Paieška gali apimti ne daugiau kaip ${count} ${pluralLt(Number(count), 'datą', 'datas', 'datų')}`,
  },
  // groups administration (issue 16, services/groups.ts)
  { english: /^Unknown users: (.+)$/, lithuanian: (ids) => `Nežinomi naudotojai: ${ids}` },
  { english: /^Unknown resources: (.+)$/, lithuanian: (ids) => `Nežinomi ištekliai: ${ids}` },
  {
    english: /^The timetable has (\d+) conflicts; accept them to approve it$/,
    lithuanian: (count) =>
      `Tvarkaraštyje yra ${count} ${pluralLt(Number(count), 'konfliktas', 'konfliktai', 'konfliktų')}; kad jį patvirtintumėte, pažymėkite, kad juos priimate`,
  },
  {
    english: /^The timetable of (.+) is locked; only administrators change it$/,
    lithuanian: (name) => `Grupės ${name} tvarkaraštis užrakintas; jį keisti gali tik administratoriai`,
  },
  // groups import (issue 16)
  {
    english: /^The header has no column for (.+) \(expected e\.g\. .*\)$/,
    lithuanian: (columns) =>
      `Antraštėje nėra stulpelio: ${columns} (tinka, pvz., „grupė“, „naudotojo id“, „vardas“, „el. paštas“ arba „group“, „uid“, „name“, „email“)`,
  },
  {
    english: /^The uid "(.*)" may hold only letters, digits, "\.", "_" and "-" \(at most 64\)$/,
    lithuanian: (uid) => `Naudotojo ID „${uid}“ gali sudaryti tik raidės, skaitmenys, „.“, „_“ ir „-“ (ne daugiau 64)`,
  },
  {
    english: /^The uid (.+) has another name on an earlier line \("(.*)"\)$/,
    lithuanian: (uid, name) => `Naudotojo ID ${uid} ankstesnėje eilutėje turi kitą vardą („${name}“)`,
  },
  { english: /^"(.*)" is not an e-mail address$/, lithuanian: (email) => `„${email}“ nėra el. pašto adresas` },
  {
    english: /^The file has more than (\d+) rows$/,
    lithuanian: (count) => `Faile daugiau nei ${count} ${pluralLt(Number(count), 'eilutė', 'eilutės', 'eilučių')}`,
  },
  {
    english: /^The file has more than ([\d,]+) cells$/,
    lithuanian: (count) => `Faile daugiau nei ${count} langelių`,
  },
  { english: /^The CSV cannot be read: (.+)$/, lithuanian: (reason) => `CSV failo nepavyko perskaityti: ${reason}` },
  { english: /^The XLSX cannot be read: (.+)$/, lithuanian: (reason) => `XLSX failo nepavyko perskaityti: ${reason}` },
  {
    english: /^The XLSX has formula cells \((.+)\); save the values instead$/,
    lithuanian: (cells) => `XLSX faile yra formulių langelių (${cells}); išsaugokite reikšmes, o ne formules`,
  },
  { english: /^The file is larger than (\d+) MB$/, lithuanian: (size) => `Failas didesnis nei ${size} MB` },
  { english: /^(.+): the file is larger than 5 MB$/, lithuanian: (name) => `${name}: failas didesnis nei 5 MB` },
  // blackouts (issue 16, services/blackout-rules.ts)
  {
    english: /^Nothing can be reserved on (.+): (.+) \(a blackout day or time\)$/,
    lithuanian: (dates, name) => `${dates} nieko rezervuoti negalima: ${name} (nedarbo diena ar laikas)`,
  },
  // security and reliability (issue 13, domain/write-limits.ts)
  {
    english:
      /^This would write (\d+) reservations \((\d+) dates × (\d+) resources\); at most (\d+) may be written at once\.$/,
    lithuanian: (rows, dates, resources, most) =>
      `Būtų įrašyta ${rows} ${pluralLt(Number(rows), 'rezervacija', 'rezervacijos', 'rezervacijų')} (${dates} ${pluralLt(Number(dates), 'data', 'datos', 'datų')} × ${resources} ${pluralLt(Number(resources), 'išteklius', 'ištekliai', 'išteklių')}); vienu kartu galima įrašyti ne daugiau kaip ${most}.`,
  },
];

/** The Lithuanian of an English message, or undefined when the catalog does not know it. */
function toLithuanian(message: string): string | undefined {
  const exact = MESSAGES[message];
  if (exact !== undefined) {
    return exact;
  }
  for (const { english, lithuanian } of PATTERNS) {
    const match = english.exec(message);
    if (match) {
      return lithuanian(...match.slice(1).map((part) => part ?? ''));
    }
  }
  return undefined;
}

/** Whether the catalog knows the English message (exactly or by a pattern). */
export function isCatalogued(message: string): boolean {
  return toLithuanian(message) !== undefined;
}

/** The message in the language; an unknown message comes back unchanged. */
export function translate(message: string, language: Language): string {
  if (language === 'en') {
    return message;
  }
  return toLithuanian(message) ?? message;
}

/**
 * The language of an answer: the first `lt` or `en` of the Accept-Language header (the web client sends its UI
 * language), else the signed-in user's language, else the institution's default, lt.
 * Quality values are honoured; `lt-LT` counts as `lt`.
 */
export function negotiateLanguage(acceptLanguage: string | undefined, userLanguage?: Language): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === 'lt' || primary === 'en') {
      return primary;
    }
  }
  return userLanguage ?? DEFAULT_LANGUAGE;
}

/**
 * An error body in the language: `message`, every entry of `errors` and `repeater_validation`.
 * `repeater_overlaps` / `batch_overlaps` are data (names and times) and stay as they are.
 * `onUnknown` hears of each text the catalog does not know (it passes through unchanged).
 */
export function translateErrorBody(
  body: unknown,
  language: Language,
  onUnknown: (message: string) => void = () => {},
): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return body;
  }
  const one = (message: unknown) => {
    if (typeof message !== 'string') {
      return message;
    }
    if (!isCatalogued(message)) {
      onUnknown(message);
    }
    return translate(message, language);
  };
  const result: Record<string, unknown> = { ...body };
  if ('message' in result) {
    result.message = one(result.message);
  }
  if ('repeater_validation' in result) {
    result.repeater_validation = one(result.repeater_validation);
  }
  const errors = result.errors;
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    result.errors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map(one) : one(messages),
      ]),
    );
  }
  return result;
}
