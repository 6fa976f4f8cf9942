import { blogPostResource, type PostStatus } from '@deals/admin-core';
import { Badge } from '@deals/ui';

/** The statuses as the post's definition names them (the list, its filter, the form and history read the same). */
export const postStatusLabels = Object.fromEntries(
  blogPostResource.entity.fields.status.options.map((option) => [option.value, option.label]),
) as Record<PostStatus, string>;

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={status === 'PUBLISHED' ? 'success' : 'neutral'}>{postStatusLabels[status]}</Badge>;
}
