import type { MetadataInput } from '../graphql/resolvers.generated';
import { optionalText, tags } from './rules';

export interface Metadata {
  title: string;
  description: string;
  keywords: string[];
  content: string;
}

/** SEO metadata; every part optional, stored whole so a read never meets a missing key. */
export function metadataFrom(input: MetadataInput | null | undefined): Metadata {
  return {
    title: optionalText(input?.title, 'metadata.title', 'SEO title', 70),
    description: optionalText(input?.description, 'metadata.description', 'SEO description', 160),
    keywords: tags(input?.keywords, 'metadata.keywords', 'Keywords', 20),
    content: optionalText(input?.content, 'metadata.content', 'SEO content', 5000),
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
