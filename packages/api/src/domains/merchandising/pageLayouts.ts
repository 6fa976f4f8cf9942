import { pageLayoutEntity } from '@deals/domain/entities';
import type { Queryable } from '../../db/database';
import { badInput, notFound } from '../../graphql/errors';
import type { LayoutSectionKind, PageLayoutInput, QueryFindPageLayoutsArgs } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
import { listPage, pageOf, toId, Conditions } from '../listQuery';

export type SectionKind = LayoutSectionKind;

export interface LayoutSectionRow {
  kind: SectionKind;
  ref: string;
}

export interface PageLayoutRow {
  id: string;
  name: string;
  page: 'HOME' | 'CATEGORY' | 'DEALS';
  sections: LayoutSectionRow[];
  active: boolean;
  createdAt: Date;
}

const columns = `id::text AS id, name, page, sections, active, created_at AS "createdAt"`;

/** Where each kind of section points, and the column that names it. */
const sectionSources: Record<SectionKind, { table: string; titleColumn: string }> = {
  BANNER_CAROUSEL: { table: 'banner_carousels', titleColumn: 'title' },
  PRODUCT_CAROUSEL: { table: 'product_carousels', titleColumn: 'title' },
  FEATURED_MENU: { table: 'featured_menus', titleColumn: 'title' },
  SALES: { table: 'sales', titleColumn: 'title' },
};

export async function sectionTitle(db: Queryable, section: LayoutSectionRow): Promise<string | null> {
  const source = sectionSources[section.kind];
  const { rows } = await db.query<{ title: string }>(
    `SELECT ${source.titleColumn} AS title FROM ${source.table} WHERE id = $1`,
    [Number(section.ref)],
  );
  return rows[0]?.title ?? null;
}

export async function validateLayout(db: Queryable, input: PageLayoutInput) {
  // The layout's definition checks the input (the form checks the same); whether each section's record exists is
  // the database's to say.
  const { name, page } = entityWriteFrom(pageLayoutEntity, input);
  const sections: LayoutSectionRow[] = [];
  for (const [index, section] of input.sections.entries()) {
    const ref = String(toId(section.ref, `sections.${index}.ref`));
    if ((await sectionTitle(db, { kind: section.kind, ref })) === null) {
      throw badInput(
        `Section ${index + 1} points at a ${section.kind.toLowerCase().replace('_', ' ')} that does not exist.`,
        `sections.${index}.ref`,
      );
    }
    sections.push({ kind: section.kind, ref });
  }
  return { name, page, sections };
}

export const pageLayoutRepository = {
  async list(db: Queryable, args: QueryFindPageLayoutsArgs) {
    const page = pageOf(args.skip, args.limit);
    const where = new Conditions().equals('page', args.filter?.page).equals('active', args.filter?.active);
    return listPage<PageLayoutRow>(db, {
      select: columns,
      from: 'page_layouts',
      where,
      order: 'ORDER BY page, created_at DESC, page_layouts.id DESC',
      page,
    });
  },

  async byId(db: Queryable, id: string): Promise<PageLayoutRow> {
    const { rows } = await db.query<PageLayoutRow>(`SELECT ${columns} FROM page_layouts WHERE id = $1`, [toId(id)]);
    if (!rows[0]) throw notFound('Page layout', id);
    return rows[0];
  },

  /** Inside a transaction: the new version becomes the page's only active layout. */
  async create(db: Queryable, layout: Pick<PageLayoutRow, 'name' | 'page' | 'sections'>): Promise<PageLayoutRow> {
    await db.query(`UPDATE page_layouts SET active = false WHERE page = $1 AND active`, [layout.page]);
    const { rows } = await db.query<PageLayoutRow>(
      `INSERT INTO page_layouts (name, page, sections, active) VALUES ($1, $2, $3, true) RETURNING ${columns}`,
      [layout.name, layout.page, JSON.stringify(layout.sections)],
    );
    return rows[0]!;
  },

  async activate(db: Queryable, id: string): Promise<PageLayoutRow> {
    const layout = await this.byId(db, id);
    await db.query(`UPDATE page_layouts SET active = false WHERE page = $1 AND active`, [layout.page]);
    await db.query(`UPDATE page_layouts SET active = true WHERE id = $1`, [toId(id)]);
    return this.byId(db, id);
  },
};
