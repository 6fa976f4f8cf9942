import { SLUG_MAX_LENGTH, slugFromTitle } from '@deals/admin-core';
import { TextField } from '@deals/ui';
import { TitleField } from './catalogueFields';
import type { FormApi } from './EntityFormPage';

/** The address part of a page: follows the title until the user edits it; fixed once saved when `isLocked`. */
export function SlugField({
  value,
  onChange,
  errorMessage,
  isLocked,
}: {
  value: string;
  onChange: (slug: string) => void;
  errorMessage?: string;
  isLocked?: boolean;
}) {
  return (
    <TextField
      label="Slug"
      isRequired
      description={
        isLocked ? 'The address is fixed once saved, so links keep working.' : 'Made from the title until you edit it.'
      }
      value={value}
      onChange={onChange}
      isReadOnly={isLocked}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      maxLength={SLUG_MAX_LENGTH}
    />
  );
}

interface SluggedDraft {
  title: string;
  slug: string;
  /** Once the user types a slug, the title no longer changes it. */
  slugEdited: boolean;
}

/** Title and slug for pages with an address (sales, blog posts): the slug follows the title until edited. */
export function TitleAndSlugFields<Draft extends SluggedDraft>({
  form,
  isSlugLocked,
  titleMaxLength,
}: {
  form: FormApi<Draft>;
  isSlugLocked?: boolean;
  /** The entity's title limit in `TEXT_LIMITS`. */
  titleMaxLength?: number;
}) {
  const { draft, set, errors } = form;
  return (
    <>
      <TitleField
        maxLength={titleMaxLength}
        form={{
          ...form,
          set: (key, value) => {
            set(key, value);
            if (key === 'title' && !draft.slugEdited && !isSlugLocked)
              set('slug', slugFromTitle(String(value)) as Draft['slug']);
          },
        }}
      />
      <SlugField
        value={draft.slug}
        isLocked={isSlugLocked}
        onChange={(value) => {
          set('slug', value as Draft['slug']);
          set('slugEdited', true as Draft['slugEdited']);
        }}
        errorMessage={errors.slug}
      />
    </>
  );
}
