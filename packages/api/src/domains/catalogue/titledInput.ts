import { TEXT_LIMITS } from '@deals/admin-core/rules';
import { metadataFrom } from '../../validation/metadata';
import { optionalUrl, requiredText } from '../../validation/rules';
import type { TitledEntityWrite } from './titledEntityRepository';

export interface TitledInput {
  title: string;
  imageUrl?: string | null;
  active?: boolean | null;
  metadata?: Parameters<typeof metadataFrom>[0];
}

export function titledWriteFrom(input: TitledInput): TitledEntityWrite {
  return {
    title: requiredText(input.title, 'title', 'Title', TEXT_LIMITS.title),
    imageUrl: optionalUrl(input.imageUrl, 'imageUrl', 'Image URL'),
    active: input.active ?? true,
    metadata: metadataFrom(input.metadata),
  };
}
