import type { FieldBinding } from '@deals/admin-core';
import { TextField } from '@deals/ui';

/**
 * The address part of a page, as `form.titleAndSlug()` binds it: follows the title until the user edits it; fixed
 * once saved when `isLocked`.
 */
export function SlugField({ isLocked, ...slug }: FieldBinding<string> & { isLocked?: boolean }) {
  return (
    <TextField
      {...slug}
      // Every page with an address has one: the API makes it from the title when it is left empty.
      isRequired
      description={
        isLocked ? 'The address is fixed once saved, so links keep working.' : 'Made from the title until you edit it.'
      }
      isReadOnly={isLocked}
    />
  );
}
