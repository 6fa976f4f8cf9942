import { METADATA_LIMITS, type FieldsetBinding } from '@deals/admin-core';
import { ImageInput, MetadataFieldset, type MetadataValue } from '@deals/ui';
import { useImageSources } from './imageField';

export const emptyMetadata: MetadataValue = { title: '', description: '', keywords: [], content: '' };

/** The API's metadata as an editable value (its keyword list is read-only in the cache). */
export const metadataDraft = (metadata: MetadataValue): MetadataValue => ({
  ...metadata,
  keywords: [...metadata.keywords],
});

/** An image through ImageInput: upload into `folder`, the media library, or a checked URL. */
export function ImageField({
  label,
  folder,
  value,
  onChange,
  errorMessage,
  isRequired,
}: {
  label: string;
  folder: string;
  value: string | null;
  onChange: (url: string | null) => void;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const sources = useImageSources(folder, [folder.replace(/^\//, '')]);
  return (
    <ImageInput
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      isRequired={isRequired}
      {...sources}
    />
  );
}

/** The SEO metadata fieldset, bound to the form's `metadata` (`form.fieldset('metadata')`). */
export function SeoFields(metadata: FieldsetBinding<MetadataValue>) {
  return <MetadataFieldset {...metadata} limits={METADATA_LIMITS} />;
}
