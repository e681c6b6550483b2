import { type AdminAnnex, type PageMeta } from '@laikas/contract';
import { NotFoundError, ValidationFailedError } from '../errors.js';
import { type AdminAnnexRepository } from '../repositories/admin-annexes.js';

/** The annex administration (resources.manage): list, show, create, edit; names are unique. */
export function createAdminAnnexService({ annexes, clock }: { annexes: AdminAnnexRepository; clock: () => Date }) {
  const now = () => clock().toISOString();
  async function show(id: number): Promise<AdminAnnex> {
    const row = await annexes.findById(id);
    if (!row) {
      throw new NotFoundError('The annex');
    }
    return row;
  }
  async function checkName(name: string, exceptId: number | null) {
    if (await annexes.nameTaken(name, exceptId)) {
      throw new ValidationFailedError({ name: ['An annex of this name exists already'] });
    }
  }
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
    show,
    async create(body: { name: string; description: string | null }) {
      await checkName(body.name, null);
      return show(await annexes.insert(body.name, body.description, now()));
    },
    async update(id: number, body: { name: string; description: string | null }) {
      await show(id);
      await checkName(body.name, id);
      await annexes.update(id, body.name, body.description, now());
      return show(id);
    },
  };
}
export type AdminAnnexService = ReturnType<typeof createAdminAnnexService>;
