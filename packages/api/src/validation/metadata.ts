import { metadataProblems, tagsOf } from '@deals/admin-core/rules';
import type { MetadataInput } from '../graphql/resolvers.generated';
import { refuseFirst } from './rules';

export interface Metadata {
  title: string;
  description: string;
  keywords: string[];
  content: string;
}

/** SEO metadata; every part optional, stored whole so a read never meets a missing key. */
export function metadataFrom(input: MetadataInput | null | undefined): Metadata {
  refuseFirst(metadataProblems(input));
  return {
    title: (input?.title ?? '').trim(),
    description: (input?.description ?? '').trim(),
    keywords: tagsOf(input?.keywords),
    content: (input?.content ?? '').trim(),
  };
}

export function metadataOf(stored: Partial<Metadata> | null | undefined): Metadata {
  return {
    title: stored?.title ?? '',
    description: stored?.description ?? '',
    keywords: stored?.keywords ?? [],
    content: stored?.content ?? '',
  };
}
