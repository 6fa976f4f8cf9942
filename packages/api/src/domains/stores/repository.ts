import { titledEntityRepository, type TitledEntityRow } from '../catalogue/titledEntityRepository';

export type StoreRow = TitledEntityRow;

export const storeRepository = titledEntityRepository({
  table: 'stores',
  entityLabel: 'Store',
  productColumn: 'store_id',
  hasImage: false,
});
