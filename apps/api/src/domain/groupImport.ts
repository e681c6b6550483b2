import { inflateRawSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Message, MessageCode, MessageParams } from '../i18n/index.js';

/*
 * Messages are codes of the server's catalogue (i18n/index.ts), built here without importing it: a worker thread
 * loads this module without a build (services/file-thread.ts), so it imports nothing of ours but types.
 */
const message = (code: MessageCode, params?: MessageParams): Message => (params ? { code, params } : { code });

/*
 * Group lists from files (issue 16): CSV or XLSX with the columns group name, student uid, name and e-mail, their
 * header in Lithuanian or English. Reading refuses what could hurt the server or mislead: a file over the size
 * limit, a zip that inflates far beyond itself (a zip bomb), an XLSX whose XML declares a DTD or entities
 * (external entities), and formula cells (a spreadsheet formula is never evaluated; values that only start with
 * `=`, `+`, `-` or `@` in a CSV are kept as the text they are).
 */

export const GROUP_IMPORT_LIMITS = {
  /** Bytes of one file. */
  fileBytes: 5 * 1024 * 1024,
  /** Files of one request. */
  files: 10,
  /** Data rows of one file. */
  rows: 20_000,
  /** Cells of one file (all sheets of an XLSX): a list needs 3 or 4 columns, an export of one may have 15. */
  cells: 300_000,
  /** Entries of an XLSX (a spreadsheet program writes about 10). */
  zipEntries: 200,
  /** Bytes an XLSX may inflate to, in all. */
  inflatedBytes: 50 * 1024 * 1024,
  /** How many times larger than the file its inflated parts may be. */
  inflationRatio: 100,
};

/** The whole file is refused (not a row of it). */
export class GroupFileError extends Error {
  // A field, not a parameter property: Node strips this module's types itself in a worker thread.
  readonly reason: Message;
  constructor(reason: Message) {
    super(reason.code);
    this.reason = reason;
  }
}

export type Column = 'group' | 'uid' | 'name' | 'email';

/** Header texts (lower case, trimmed) of each column, in Lithuanian and English. */
const HEADERS: Record<Column, readonly string[]> = {
  group: ['group', 'group name', 'grupė', 'grupe', 'grupės pavadinimas', 'grupes pavadinimas'],
  uid: ['uid', 'student uid', 'user id', 'student id', 'studento uid', 'studento id', 'naudotojo id', 'vartotojo id'],
  name: ['name', 'full name', 'student name', 'vardas', 'vardas pavardė', 'vardas ir pavardė', 'studentas'],
  email: ['email', 'e-mail', 'e-mail address', 'el. paštas', 'el. pastas', 'elektroninis paštas', 'el.paštas'],
};

export interface ImportRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  group: string;
  uid: string;
  name: string;
  email: string | null;
}

export interface RowProblem {
  line: number;
  message: Message;
}

/** Which column holds what; a missing required column refuses the file. */
export function columnsOf(header: readonly string[]): Record<Column, number> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((text, index) => {
    const key = text.trim().toLowerCase();
    for (const column of Object.keys(HEADERS) as Column[]) {
      if (found[column] === undefined && HEADERS[column].includes(key)) {
        found[column] = index;
      }
    }
  });
  const missing = (['group', 'uid', 'name'] as const).filter((column) => found[column] === undefined);
  if (missing.length > 0) {
    throw new GroupFileError(message('groupImport.missingColumns', { columns: missing.join(', ') }));
  }
  return { group: found.group!, uid: found.uid!, name: found.name!, email: found.email ?? -1 };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Control characters (NUL, escape, …): no name holds one, and a database may refuse or cut the text at a NUL. */
const CONTROL = /\p{Cc}/u;
const UID = /^[\p{L}\p{N}._-]{1,64}$/u;

/** The rows with their problems: a row with a problem is not imported (and refuses its file). */
export function readRows(table: readonly (readonly string[])[]): { rows: ImportRow[]; problems: RowProblem[] } {
  if (table.length === 0) {
    throw new GroupFileError(message('groupImport.fileEmpty'));
  }
  const columns = columnsOf(table[0]!);
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  const nameOfUid = new Map<string, string>();
  table.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: number) => (column < 0 ? '' : (cells[column] ?? '').trim());
    if (cells.every((value) => value.trim() === '')) {
      return;
    }
    const row = {
      line,
      group: cell(columns.group),
      uid: cell(columns.uid),
      name: cell(columns.name),
      email: cell(columns.email) || null,
    };
    const rowProblems: Message[] = [];
    if ([row.group, row.uid, row.name, row.email ?? ''].some((value) => CONTROL.test(value))) {
      problems.push({ line, message: message('groupImport.controlCharacter') });
      return;
    }
    if (!row.group) {
      rowProblems.push(message('groupImport.groupEmpty'));
    } else if (row.group.length > 255) {
      rowProblems.push(message('groupImport.groupTooLong'));
    }
    if (!row.uid) {
      rowProblems.push(message('groupImport.uidEmpty'));
    } else if (!UID.test(row.uid)) {
      rowProblems.push(message('groupImport.uidFormat', { uid: row.uid.slice(0, 70) }));
    }
    if (!row.name) {
      rowProblems.push(message('groupImport.nameEmpty'));
    } else if (row.name.length > 255) {
      rowProblems.push(message('groupImport.nameTooLong'));
    }
    if (row.email && (!EMAIL.test(row.email) || row.email.length > 255)) {
      rowProblems.push(message('groupImport.emailInvalid', { email: row.email.slice(0, 70) }));
    }
    const earlier = nameOfUid.get(row.uid);
    if (row.uid && earlier !== undefined && earlier !== row.name) {
      rowProblems.push(message('groupImport.nameDiffers', { uid: row.uid, name: earlier }));
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems.map((problem) => ({ line, message: problem })));
      return;
    }
    nameOfUid.set(row.uid, row.name);
    rows.push(row);
  });
  if (rows.length + problems.length > GROUP_IMPORT_LIMITS.rows) {
    throw new GroupFileError(message('groupImport.tooManyRows', { count: GROUP_IMPORT_LIMITS.rows }));
  }
  return { rows, problems };
}

/*
 * A CSV's text: UTF-8 (with or without a byte-order mark), or else Windows-1257, in which the Excel of a Lithuanian
 * Windows saves "CSV (kableliais atskirta)". Read as UTF-8, its letters ą…ž became U+FFFD in the names imported.
 */
function textOfCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1257').decode(bytes);
  }
}

/** A CSV (comma or semicolon separated, UTF-8 or Windows-1257) as a table of texts. */
export function tableOfCsv(bytes: Buffer): string[][] {
  const text = textOfCsv(bytes);
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let cells = 0;
  try {
    return parseCsv(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: GROUP_IMPORT_LIMITS.rows + 2,
      // Counted as each record is read: a line of a million commas stops at the limit.
      on_record: (record: string[]) => {
        cells += record.length;
        if (cells > GROUP_IMPORT_LIMITS.cells) {
          throw tooManyCells();
        }
        return record;
      },
    }) as string[][];
  } catch (error) {
    if (error instanceof GroupFileError) {
      throw error;
    }
    throw new GroupFileError(message('groupImport.csvUnreadable', { reason: (error as Error).message }));
  }
}

const tooManyCells = () =>
  new GroupFileError(message('groupImport.tooManyCells', { count: GROUP_IMPORT_LIMITS.cells }));

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries of a zip from its central directory (no data inflated). */
function zipEntries(bytes: Buffer): ZipEntry[] {
  // The end-of-central-directory record is within the last 65,557 bytes.
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 65_557); offset -= 1) {
    if (bytes.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) {
    throw new GroupFileError(message('groupImport.xlsxNoDirectory'));
  }
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) {
      throw new GroupFileError(message('groupImport.xlsxBrokenDirectory'));
    }
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Checks an XLSX before any library opens it, reading every entry once: how many entries, what each inflates to
 * (declared and actual, bounded while inflating, whatever the entry's name), that no XML part declares a DTD or
 * entities, and how many cells and rows its worksheets hold.
 */
export function checkXlsx(bytes: Buffer): void {
  const entries = zipEntries(bytes);
  if (entries.length > GROUP_IMPORT_LIMITS.zipEntries) {
    throw new GroupFileError(message('groupImport.xlsxTooManyParts'));
  }
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  const limit = Math.min(
    GROUP_IMPORT_LIMITS.inflatedBytes,
    Math.max(1, bytes.length) * GROUP_IMPORT_LIMITS.inflationRatio,
  );
  const bomb = () => new GroupFileError(message('groupImport.xlsxBomb'));
  if (declared > limit) {
    throw bomb();
  }
  let inflated = 0;
  let cells = 0;
  let rows = 0;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) {
      throw new GroupFileError(message('groupImport.xlsxBrokenEntry'));
    }
    if (entry.method !== 0 && entry.method !== 8) {
      throw new GroupFileError(message('groupImport.xlsxBrokenEntry'));
    }
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    let raw: Buffer;
    try {
      // Inflating stops at what is left of the limit, whatever the entry declared.
      raw = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(1, limit - inflated) });
    } catch {
      throw bomb();
    }
    inflated += raw.length;
    if (inflated > limit) {
      throw bomb();
    }
    if (!/\.(xml|rels|vml)$/i.test(entry.name)) {
      continue; // pictures and other binary parts: bounded above, nothing to read in them
    }
    const text = raw.toString('utf8');
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
      throw new GroupFileError(message('groupImport.xlsxEntities'));
    }
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name)) {
      cells += count(text, /<c[\s/>]/g);
      rows += count(text, /<row[\s/>]/g);
      if (cells > GROUP_IMPORT_LIMITS.cells) {
        throw tooManyCells();
      }
      if (rows > GROUP_IMPORT_LIMITS.rows + 1) {
        throw new GroupFileError(message('groupImport.tooManyRows', { count: GROUP_IMPORT_LIMITS.rows }));
      }
    }
  }
}

function count(text: string, pattern: RegExp): number {
  let found = 0;
  for (const _ of text.matchAll(pattern)) {
    found += 1;
  }
  return found;
}

/** The first worksheet of an XLSX as a table of texts; a formula cell refuses the file. */
export async function tableOfXlsx(bytes: Buffer): Promise<string[][]> {
  checkXlsx(bytes);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new GroupFileError(message('groupImport.xlsxUnreadable', { reason: (error as Error).message }));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new GroupFileError(message('groupImport.xlsxNoSheet'));
  }
  if (sheet.rowCount > GROUP_IMPORT_LIMITS.rows + 1) {
    throw new GroupFileError(message('groupImport.tooManyRows', { count: GROUP_IMPORT_LIMITS.rows }));
  }
  const table: string[][] = [];
  const formulas: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      const value = cell.value as unknown;
      if (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
        formulas.push(cell.address);
        cells[columnNumber - 1] = '';
        return;
      }
      cells[columnNumber - 1] = textOf(value);
    });
    table[rowNumber - 1] = Array.from(cells, (value) => value ?? '');
  });
  if (formulas.length > 0) {
    throw new GroupFileError(
      message('groupImport.xlsxFormulas', {
        cells: `${formulas.slice(0, 5).join(', ')}${formulas.length > 5 ? ', …' : ''}`,
      }),
    );
  }
  return Array.from(table, (row) => row ?? []);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return (value.richText as { text: string }[]).map((part) => part.text).join('');
    }
    if ('text' in value && typeof value.text === 'string') {
      return value.text;
    }
    return '';
  }
  return String(value);
}

/** A file by its name: CSV or XLSX, else refused. */
export async function tableOfFile(name: string, bytes: Buffer): Promise<string[][]> {
  if (bytes.length > GROUP_IMPORT_LIMITS.fileBytes) {
    throw new GroupFileError(
      message('groupImport.fileTooLarge', { megabytes: GROUP_IMPORT_LIMITS.fileBytes / 1024 / 1024 }),
    );
  }
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) {
    return tableOfCsv(bytes);
  }
  if (lower.endsWith('.xlsx')) {
    return tableOfXlsx(bytes);
  }
  throw new GroupFileError(message('groupImport.fileType'));
}

/** A group list file read whole: its rows and each row's problems (a `GroupFileError` refuses the whole file). */
export async function readGroupFile(
  name: string,
  bytes: Buffer,
): Promise<{ rows: ImportRow[]; problems: RowProblem[] }> {
  return readRows(await tableOfFile(name, bytes));
}
