import { type Insertable, type Kysely } from 'kysely';
import { type Database, type UploadsTable } from '../db/database.js';

/** The record of each stored upload (the file itself lives in the upload folder). */
export function createUploadRepository(db: Kysely<Database>) {
  return {
    async insert(upload: Insertable<UploadsTable>): Promise<void> {
      await db.insertInto('uploads').values(upload).execute();
    },
  };
}
export type UploadRepository = ReturnType<typeof createUploadRepository>;
