import type { TitleAndSlugBindings } from '@deals/admin-core';
import { TextField } from '@deals/ui';
import { SlugField } from '../SlugField';

/**
 * Title and slug of a page with an address (sales, blog posts), as `form.titleAndSlug()` binds them: the slug follows
 * the title until edited, and is fixed when `locked` (once links to it may exist).
 */
export function TitleAndSlugFields({ title, slug, locked }: TitleAndSlugBindings) {
  return (
    <>
      <TextField {...title} />
      <SlugField {...slug} isLocked={locked} />
    </>
  );
}
