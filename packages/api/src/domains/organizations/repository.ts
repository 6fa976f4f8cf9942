import type { EntityWrite, organizationEntity } from '@deals/domain/entities';
import type { Queryable } from '../../db/database';
import { withUniqueMessages } from '../../db/uniqueViolation';
import { notFound } from '../../graphql/errors';
import type { QueryFindOrganizationsArgs } from '../../graphql/resolvers.generated';
import { Conditions, orderBy, listPage, pageOf, toId } from '../listQuery';

export interface OrganizationRow {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  website: string | null;
  contactEmail: string | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Bumped by every write; update mutations may name the version they loaded (see history/versioning.ts). */
  version: number;
  updatedById: string | null;
}

export type OrganizationWrite = EntityWrite<typeof organizationEntity>;

const columns = `id::text AS id, name, slug, logo_url AS "logoUrl", website, contact_email AS "contactEmail", active,
  created_at AS "createdAt", updated_at AS "updatedAt", version, updated_by::text AS "updatedById"`;

const uniqueSlug = (slug: string) => ({
  organizations_slug_key: { field: 'slug', message: `The slug "${slug}" is already used by another organization.` },
});

export const organizationRepository = {
  /** The list's rows, in its order, whatever the page: what a page and an export of the list both read. */
  listQuery(args: Omit<QueryFindOrganizationsArgs, 'skip' | 'limit'>) {
    const where = new Conditions().equals('active', args.filter?.active).search(['name', 'slug'], args.search);
    const order = orderBy(
      { NAME: 'lower(name)', CREATED_AT: 'created_at' },
      args.sort,
      { field: 'NAME', order: 'ASC' },
      'organizations.id',
    );
    return { from: 'organizations', where, order, idColumn: 'organizations.id' };
  },

  async list(db: Queryable, args: QueryFindOrganizationsArgs) {
    const page = pageOf(args.skip, args.limit);
    return listPage<OrganizationRow>(db, { select: columns, ...this.listQuery(args), page });
  },

  async byId(db: Queryable, id: string): Promise<OrganizationRow> {
    const { rows } = await db.query<OrganizationRow>(`SELECT ${columns} FROM organizations WHERE id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Organization', id);
    return rows[0];
  },

  async create(db: Queryable, input: OrganizationWrite): Promise<OrganizationRow> {
    const { rows } = await withUniqueMessages(
      () =>
        db.query<{ id: string }>(
          `INSERT INTO organizations (name, slug, logo_url, website, contact_email, active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
          [input.name, input.slug, input.logoUrl, input.website, input.contactEmail, input.active],
        ),
      uniqueSlug(input.slug),
    );
    return this.byId(db, rows[0]!.id);
  },

  async update(db: Queryable, id: string, input: OrganizationWrite): Promise<OrganizationRow> {
    const { rows } = await withUniqueMessages(
      () =>
        db.query<{ id: string }>(
          `UPDATE organizations SET name = $2, slug = $3, logo_url = $4, website = $5, contact_email = $6, active = $7,
             updated_at = now() WHERE id = $1 RETURNING id::text`,
          [toId(id), input.name, input.slug, input.logoUrl, input.website, input.contactEmail, input.active],
        ),
      uniqueSlug(input.slug),
    );
    if (!rows[0]) throw notFound('Organization', id);
    return this.byId(db, id);
  },

  async remove(db: Queryable, id: string): Promise<boolean> {
    return (await db.query(`DELETE FROM organizations WHERE id = $1 RETURNING id`, [toId(id)])).rows.length > 0;
  },
};
