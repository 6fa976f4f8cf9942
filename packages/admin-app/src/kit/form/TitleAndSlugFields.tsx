import type { TitleAndSlugBindings } from '@deals/admin-core';
import { TextField } from '@deals/ui';

/**
 * Title and slug of a page with an address (sales, blog posts), as `form.titleAndSlug()` binds them: the slug follows
 * the title until edited, and is fixed when `locked` (once links to it may exist).
 */
export function TitleAndSlugFields({ title, slug, locked }: TitleAndSlugBindings) {
  return (
    <>
      <TextField {...title} />
      <TextField
        {...slug}
        // Every page with an address has one: the API makes it from the title when it is left empty.
        isRequired
        description={
          locked ? 'The address is fixed once saved, so links keep working.' : 'Made from the title until you edit it.'
        }
        isReadOnly={locked}
      />
    </>
  );
}
