import { titledEntityRepository, type TitledEntityRow } from '../catalogue/titledEntityRepository';

export type BrandRow = TitledEntityRow;

export const brandRepository = titledEntityRepository({
  table: 'brands',
  entityLabel: 'Brand',
  hasImage: true,
});
