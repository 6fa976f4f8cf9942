import { slugFromTitle, type ResourceFormController } from '@deals/admin-core';
import { TextField } from '@deals/ui';

interface SluggedDraft {
  title: string;
  slug: string;
  /** Once the person types a slug, the title no longer changes it. */
  slugEdited: boolean;
}

/**
 * Title and slug of a page with an address (sales, blog posts), bound from the resource's fields: the slug follows the
 * title until edited, and is fixed when `isSlugLocked` (once links to it may exist).
 */
export function TitleAndSlugFields<Draft extends SluggedDraft>({
  form,
  isSlugLocked,
}: {
  form: ResourceFormController<Draft>;
  isSlugLocked?: boolean;
}) {
  const title = form.field('title');
  const slug = form.field('slug');
  return (
    <>
      <TextField
        {...title}
        onChange={(value) => {
          title.onChange(value as Draft['title']);
          if (!form.draft.slugEdited && !isSlugLocked) form.set('slug', slugFromTitle(value) as Draft['slug']);
        }}
      />
      <TextField
        {...slug}
        // Every page with an address has one: the API makes it from the title when it is left empty.
        isRequired
        description={
          isSlugLocked
            ? 'The address is fixed once saved, so links keep working.'
            : 'Made from the title until you edit it.'
        }
        isReadOnly={isSlugLocked}
        onChange={(value) => {
          slug.onChange(value as Draft['slug']);
          form.set('slugEdited', true as Draft['slugEdited']);
        }}
      />
    </>
  );
}
