import { postStatusLabels, type PostStatus } from '@deals/admin-core';
import { Badge } from '@deals/ui';

export { postStatusLabels };

export const isPostStatus = (value: string | undefined): value is PostStatus =>
  value !== undefined && value in postStatusLabels;

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={status === 'PUBLISHED' ? 'success' : 'neutral'}>{postStatusLabels[status]}</Badge>;
}
