import { storeEntity } from '@deals/domain/entities';
import { titledEntityRepository, type TitledEntityRow } from '../catalogue/titledEntityRepository';

export type StoreRow = TitledEntityRow<typeof storeEntity>;

export const storeRepository = titledEntityRepository(storeEntity);
