import { type AdminAnnex, type PageMeta } from '@laikas/contract';
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';
import { inTransaction, isUniqueViolation } from '../db/unit-of-work.js';
import { NotFoundError, ValidationFailedError } from '../errors.js';
import { type AdminAnnexRepository } from '../repositories/admin-annexes.js';
import { type AuditService } from './audit.js';
import { message } from '../i18n/index.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The annex administration (resources.manage): list, show, create, edit; names are unique. Audited. */
export function createAdminAnnexService({
  db,
  annexes,
  audit,
  clock,
}: {
  db: Kysely<Database>;
  annexes: AdminAnnexRepository;
  audit: AuditService;
  clock: () => Date;
}) {
  const now = () => clock().toISOString();
  async function show(id: number, trx: Executor = db): Promise<AdminAnnex> {
    const row = await annexes.findById(id, trx);
    if (!row) {
      throw new NotFoundError('annex');
    }
    return row;
  }
  const nameTaken = () => new ValidationFailedError({ name: [message('annex.nameTaken')] });
  async function checkName(name: string, exceptId: number | null, trx: Executor) {
    if (await annexes.nameTaken(name, exceptId, trx)) {
      throw nameTaken();
    }
  }
  /** A write that lost a race to another request writing the same name gets the check's answer. */
  const sameAsCheck = (error: unknown): never => {
    throw isUniqueViolation(error) ? nameTaken() : error;
  };
  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string | undefined;
      direction: 'asc' | 'desc';
    }): Promise<{ data: AdminAnnex[]; meta: PageMeta }> {
      const { rows, total } = await annexes.page(query.search, query.page, query.per_page, query.direction);
      return {
        data: rows,
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
          per_page: query.per_page,
          total,
        },
      };
    },
    show: (id: number) => show(id),
    async create(body: { name: string; description: string | null }) {
      return inTransaction(db, async (trx) => {
        await checkName(body.name, null, trx);
        const created = await show(await annexes.insert(body.name, body.description, now(), trx), trx);
        await audit.record(trx, {
          action: 'create',
          entityType: 'annex',
          entityId: created.id,
          label: created.name,
          after: created,
        });
        return created;
      }).catch(sameAsCheck);
    },
    async update(id: number, body: { name: string; description: string | null }) {
      return inTransaction(db, async (trx) => {
        const before = await show(id, trx);
        await checkName(body.name, id, trx);
        await annexes.update(id, body.name, body.description, now(), trx);
        const after = await show(id, trx);
        await audit.record(trx, {
          action: 'update',
          entityType: 'annex',
          entityId: id,
          label: after.name,
          before,
          after,
        });
        return after;
      }).catch(sameAsCheck);
    },
  };
}
export type AdminAnnexService = ReturnType<typeof createAdminAnnexService>;
