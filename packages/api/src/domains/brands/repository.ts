import { brandEntity } from '@deals/domain/entities';
import { titledEntityRepository, type TitledEntityRow } from '../catalogue/titledEntityRepository';

export type BrandRow = TitledEntityRow<typeof brandEntity>;

export const brandRepository = titledEntityRepository(brandEntity);
