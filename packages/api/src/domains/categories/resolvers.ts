import { categoryEntity } from '@deals/domain/entities';
import { metadataOf } from '@deals/domain/rules';
import { badInput } from '../../graphql/errors';
import type { CategoryInput, Resolvers } from '../../graphql/resolvers.generated';
import { entityWriteFrom } from '../../validation/entityWrite';
import { recordedBulk, recordedCreate, recordedDelete, recordedUpdate } from '../../history/recordedWrite';
import { updatedBy } from '../../history/updatedBy';
import { expectedVersionMap } from '../../history/rowVersions';
import { toId } from '../listQuery';
import { categoryRepository, type CategoryWrite } from './repository';

/** The category's definition checks the input (the form checks the same), then it is tidied as stored. */
export const categoryWriteFrom = (input: CategoryInput): CategoryWrite => entityWriteFrom(categoryEntity, input);

export const categoryResolvers: Resolvers = {
  Query: {
    findCategories: (_, args, { db }) => categoryRepository.list(db, args),
    findCategoryById: (_, { id }, { db }) => categoryRepository.byId(db, id),
    categoryTree: (_, __, { db }) => categoryRepository.tree(db),
  },
  Mutation: {
    createCategory(_, { input }, ctx) {
      const write = categoryWriteFrom(input);
      return recordedCreate(ctx, 'CATEGORY', (tx) => categoryRepository.create(tx, write));
    },
    updateCategory(_, { id, input, expectedVersion }, ctx) {
      const write = categoryWriteFrom(input);
      return recordedUpdate(ctx, {
        type: 'CATEGORY',
        id,
        expectedVersion,
        write: (tx) => categoryRepository.update(tx, id, write),
      });
    },
    deleteCategory: (_, { id }, ctx) =>
      recordedDelete(ctx, { type: 'CATEGORY', id, remove: (tx) => categoryRepository.remove(tx, id) }),
    async moveCategories(_, { id, parentId, expectedVersions }, ctx) {
      const ids = [...new Set(id.map((each) => toId(each)))];
      const target = parentId ? String(toId(parentId, 'parentId')) : null;
      // Checked before claiming, so an empty or oversized move is refused as before rather than reported.
      if (ids.length === 0) throw badInput('Choose at least one category to move.', 'id');
      const { result: moved, conflicts } = await recordedBulk(ctx, {
        type: 'CATEGORY',
        ids,
        expectedVersions: expectedVersionMap(expectedVersions),
        action: 'MOVE',
        requireAll: true,
        apply: (tx, claimed) =>
          claimed.length ? categoryRepository.move(tx, claimed.map(String), target) : Promise.resolve([]),
      });
      const changedMeanwhile = conflicts.length
        ? ` ${conflicts.length} changed meanwhile and stayed where they were.`
        : '';
      return {
        statusCode: 200,
        message: (moved.length === 1 ? 'Category moved.' : `${moved.length} categories moved.`) + changedMeanwhile,
        moved,
        conflicts,
      };
    },
  },
  Category: {
    metadata: (category) => metadataOf(category.metadata),
    productCount: (category, _, { loaders }) => loaders.productCount.category.load(category.id),
    updatedBy,
  },
  CategoryDetail: {
    metadata: (category) => metadataOf(category.metadata),
    productCount: (category, _, { loaders }) => loaders.productCount.category.load(category.id),
    parentId: (category, _, { db }) => categoryRepository.parentOf(db, category.parentId),
    updatedBy,
  },
};
