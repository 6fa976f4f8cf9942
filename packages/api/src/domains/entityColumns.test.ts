import { ENTITIES, filtersOf, productEntity, columnOf, type EntityDefinition } from '@deals/domain/entities';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, type GraphQLSchema } from 'graphql';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';
import { entityWriteFrom } from '../validation/entityWrite';
import { entityColumns } from './entityColumns';
import { Conditions, listPage, orderBy, pageOf } from './listQuery';

let db: Database;
let schema: GraphQLSchema;

beforeAll(async () => {
  db = await openTestDatabase();
  schema = buildSchema(await readFile(new URL('../schema.graphql', import.meta.url), 'utf8'));
});
afterAll(() => db.close());

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The list query of an entity: the Query field answering `<Entity>List`. */
function listQuery(entity: EntityDefinition) {
  const field = Object.values(schema.getQueryType()!.getFields()).find(
    (each) => getNamedType(each.type).name === `${pascal(entity.name)}List`,
  );
  if (!field) throw new Error(`No list query answers ${pascal(entity.name)}List`);
  return field;
}

describe('the entity definitions', () => {
  it.each(Object.values(ENTITIES))('$name names only columns its table has', async (entity) => {
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()`,
      [entity.table],
    );
    const columns = rows.map((row) => row.column_name);
    const named = Object.entries(entity.fields).flatMap(([key, field]) => columnOf(key, field) ?? []);
    expect(named.filter((column) => !columns.includes(column))).toEqual([]);
  });

  it.each(Object.values(ENTITIES))('$name declares only filters and sorts its list query takes', (entity) => {
    const query = listQuery(entity);
    const filterType = getNamedType(query.args.find((arg) => arg.name === 'filter')?.type);
    const filterArgs = isInputObjectType(filterType) ? Object.keys(filterType.getFields()) : [];
    const sortType = getNamedType(query.args.find((arg) => arg.name === 'sort')?.type);
    const sortField = isInputObjectType(sortType) ? getNamedType(sortType.getFields().field!.type) : undefined;
    const sorts = isEnumType(sortField) ? sortField.getValues().map((value) => value.name) : [];

    const declaredArgs = Object.values(entity.fields).flatMap((field) =>
      filtersOf(field).flatMap((filter) =>
        filter.kind === 'range' ? [filter.min, filter.max].filter((arg) => arg !== undefined) : [filter.arg],
      ),
    );
    const declaredSorts = Object.values(entity.fields).flatMap((field) => (field.list && field.list.sort) || []);
    expect(declaredArgs.filter((arg) => !filterArgs.includes(arg))).toEqual([]);
    expect(declaredSorts.filter((sort) => !sorts.includes(sort))).toEqual([]);
    if (entity.defaultSort) expect(sorts).toContain(entity.defaultSort.field);
  });
});

describe("a product's coupon code, a field added through the definition", () => {
  // What adding it took: the migration (110), the schema and one entry in the product's definition. The repository's
  // SQL is read from the definition, so the field is written, read, searched and filtered with no edit here.
  const withCouponCode = productEntity;
  const sql = entityColumns(withCouponCode);

  async function create(title: string, couponCode: string) {
    const write = entityWriteFrom(withCouponCode, {
      title,
      price: 10,
      currency: 'eur',
      dealUrl: `https://shop.example/${title}`,
      couponCode,
    });
    const columns = sql.writtenColumns(write);
    await db.query(
      `INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      sql.writtenParams(write),
    );
  }

  async function list(filter: Record<string, unknown>, search?: string) {
    const where = sql.applyFilters(new Conditions(), filter).search(sql.searchColumns, search);
    const order = orderBy(sql.sortColumns, { field: 'TITLE', order: 'ASC' }, productEntity.defaultSort!, 'products.id');
    const page = await listPage<{ title: string; couponCode: string }>(db, {
      select: sql.select,
      from: 'products',
      where,
      order,
      page: pageOf(0, 10),
    });
    return page.items.map(({ title, couponCode }) => `${title}:${couponCode}`);
  }

  beforeAll(async () => {
    await create('kettle', ' spring10 ');
    await create('toaster', '');
    await create('blender', 'autumn5');
  });

  it('is checked by its rule and tidied by its normalisers', () => {
    expect(() =>
      entityWriteFrom(withCouponCode, {
        title: 'x',
        price: 1,
        currency: 'EUR',
        dealUrl: 'https://a.example',
        couponCode: 'x'.repeat(33),
      }),
    ).toThrow('Coupon code must be 32 characters or fewer.');
    expect(() =>
      entityWriteFrom(withCouponCode, {
        title: 'x',
        price: 1,
        currency: 'EUR',
        dealUrl: 'https://a.example',
        couponCode: 'SAVE 10%',
      }),
    ).toThrow('Coupon code may hold only letters, digits, - and _.');
  });

  it('is written uppercase and read back under its name', async () => {
    expect(await list({})).toEqual(['blender:AUTUMN5', 'kettle:SPRING10', 'toaster:']);
  });

  it('filters the list by whether it is filled, and is part of the text search', async () => {
    expect(await list({ hasCouponCode: true })).toEqual(['blender:AUTUMN5', 'kettle:SPRING10']);
    expect(await list({ hasCouponCode: false })).toEqual(['toaster:']);
    expect(await list({}, 'spring')).toEqual(['kettle:SPRING10']);
  });
});
