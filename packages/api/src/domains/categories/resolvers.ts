import type { CategoryInput, Resolvers } from '../../graphql/resolvers.generated';
import { metadataFrom, metadataOf } from '../../validation/metadata';
import { optionalUrl, requiredText } from '../../validation/rules';
import { toId } from '../listQuery';
import { categoryRepository, type CategoryWrite } from './repository';

function categoryWriteFrom(input: CategoryInput): CategoryWrite {
  return {
    title: requiredText(input.title, 'title', 'Title', 120),
    imageUrl: optionalUrl(input.imageUrl, 'imageUrl', 'Image URL'),
    active: input.active ?? true,
    parentId: input.parentId ? String(toId(input.parentId, 'parentId')) : null,
    metadata: metadataFrom(input.metadata),
  };
}

export const categoryResolvers: Resolvers = {
  Query: {
    findCategories: (_, args, { db }) => categoryRepository.list(db, args),
    findCategoryById: (_, { id }, { db }) => categoryRepository.byId(db, id),
    categoryTree: (_, __, { db }) => categoryRepository.tree(db),
  },
  Mutation: {
    createCategory: (_, { input }, { db }) => categoryRepository.create(db, categoryWriteFrom(input)),
    updateCategory: (_, { id, input }, { db }) => {
      const write = categoryWriteFrom(input);
      return db.transaction((tx) => categoryRepository.update(tx, id, write));
    },
    deleteCategory: (_, { id }, { db }) => categoryRepository.remove(db, id),
    async moveCategories(_, { id, parentId }, { db }) {
      const ids = [...new Set(id.map((each) => String(toId(each))))];
      const target = parentId ? String(toId(parentId, 'parentId')) : null;
      const moved = await db.transaction((tx) => categoryRepository.move(tx, ids, target));
      return {
        statusCode: 200,
        message: moved.length === 1 ? 'Category moved.' : `${moved.length} categories moved.`,
        moved,
      };
    },
  },
  Category: {
    metadata: (category) => metadataOf(category.metadata),
    productCount: (category, _, { loaders }) => loaders.productCount.category.load(category.id),
  },
  CategoryDetail: {
    metadata: (category) => metadataOf(category.metadata),
    productCount: (category, _, { loaders }) => loaders.productCount.category.load(category.id),
    parentId: (category, _, { db }) => categoryRepository.parentOf(db, category.parentId),
  },
};
