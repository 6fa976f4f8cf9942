/** A published post has a body: publishing an empty one is refused, a draft may be empty. */
export function publishedPostProblem(status: string, content: string | null | undefined): string | null {
  return status === 'PUBLISHED' && !(content ?? '').trim() ? 'Write the post before publishing it.' : null;
}
