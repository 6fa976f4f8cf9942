import { SLUG_MAX_LENGTH } from '@deals/admin-core';
import { TextField } from '@deals/ui';

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
