import { optionalTextProblem, withoutPasses } from './text';

/** SEO metadata of catalogue items, sales and posts (search engines cut a title near 70 and a description near 160). */
export const METADATA_LIMITS = { title: 70, description: 160, keywords: 20, content: 5000 } as const;
export const TAG_MAX_LENGTH = 60;
export const BLOG_TAG_LIMIT = 12;

/** The entries a tag list keeps: trimmed, non-empty, each once. */
export function tagsOf(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
}

/** Why this tag list (keywords, blog tags) is refused, or null. */
export function tagsProblem(values: readonly string[] | null | undefined, label: string, max: number): string | null {
  const tags = tagsOf(values);
  if (tags.length > max) return `${label} may hold at most ${max} entries.`;
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) {
    return `Each of ${label.toLowerCase()} must be ${TAG_MAX_LENGTH} characters or fewer.`;
  }
  return null;
}

export interface MetadataDraft {
  title?: string | null;
  description?: string | null;
  keywords?: readonly string[] | null;
  content?: string | null;
}

/** SEO metadata as stored: every part present, so a read never meets a missing key. */
export interface Metadata {
  title: string;
  description: string;
  keywords: string[];
  content: string;
}

/** The metadata as stored: trimmed, keywords kept once each, missing parts empty. */
export function metadataOf(metadata: MetadataDraft | null | undefined): Metadata {
  return {
    title: (metadata?.title ?? '').trim(),
    description: (metadata?.description ?? '').trim(),
    keywords: tagsOf(metadata?.keywords),
    content: (metadata?.content ?? '').trim(),
  };
}

/** Each refused part of the metadata by its field path (`metadata.title`…); empty when all pass. */
export function metadataProblems(metadata: MetadataDraft | null | undefined): Record<string, string> {
  const problems = {
    'metadata.title': optionalTextProblem(metadata?.title, 'SEO title', METADATA_LIMITS.title),
    'metadata.description': optionalTextProblem(metadata?.description, 'SEO description', METADATA_LIMITS.description),
    'metadata.keywords': tagsProblem(metadata?.keywords, 'Keywords', METADATA_LIMITS.keywords),
    'metadata.content': optionalTextProblem(metadata?.content, 'SEO content', METADATA_LIMITS.content),
  };
  return withoutPasses(problems);
}
