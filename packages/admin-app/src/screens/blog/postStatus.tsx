import type { PostStatus } from '@deals/admin-core';
import { Badge } from '@deals/ui';

export const postStatusLabels: Record<PostStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published' };

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={status === 'PUBLISHED' ? 'success' : 'neutral'}>{postStatusLabels[status]}</Badge>;
}
