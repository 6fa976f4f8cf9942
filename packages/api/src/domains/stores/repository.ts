import { titledEntityRepository, type TitledEntityRow } from '../catalogue/titledEntityRepository';

export type StoreRow = TitledEntityRow;

export const storeRepository = titledEntityRepository({
  table: 'stores',
  entityLabel: 'Store',
  hasImage: false,
});
