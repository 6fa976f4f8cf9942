import { TagField } from '../TagField/TagField';
import { TextField } from '../TextField/TextField';
import { fieldset, legend } from './MetadataFieldset.css';

export interface MetadataValue {
  title: string;
  description: string;
  keywords: string[];
  content: string;
}

export interface MetadataFieldsetProps {
  value: MetadataValue;
  onChange: (value: MetadataValue) => void;
  /** Server or client errors keyed by field: `title`, `description`, `keywords`, `content`. */
  errors?: Partial<Record<keyof MetadataValue, string>>;
  legend?: string;
  /** The host's rules for the lengths and the keyword count (the back-office passes `@deals/admin-core`'s). */
  limits?: MetadataLimits;
}

export interface MetadataLimits {
  title: number;
  description: number;
  keywords: number;
  content: number;
}

/** Limits search engines show in full, used when the host passes none; ui knows no API, so it can't import them. */
export const METADATA_LIMITS: MetadataLimits = { title: 70, description: 160, keywords: 20, content: 5000 };

/** The SEO metadata every catalogue entity carries (spec §3): title, description, keywords, content. */
export function MetadataFieldset({
  value,
  onChange,
  errors = {},
  legend: legendText = 'Search engines',
  limits = METADATA_LIMITS,
}: MetadataFieldsetProps) {
  const set = <Key extends keyof MetadataValue>(key: Key, next: MetadataValue[Key]) =>
    onChange({ ...value, [key]: next });
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{legendText}</legend>
      <TextField
        label="SEO title"
        value={value.title}
        onChange={(next) => set('title', next)}
        maxLength={limits.title}
        showCount="always"
        isInvalid={Boolean(errors.title)}
        errorMessage={errors.title}
      />
      <TextField
        label="SEO description"
        multiline
        rows={3}
        value={value.description}
        onChange={(next) => set('description', next)}
        maxLength={limits.description}
        showCount="always"
        isInvalid={Boolean(errors.description)}
        errorMessage={errors.description}
      />
      <TagField
        label="Keywords"
        value={value.keywords}
        onChange={(next) => set('keywords', next)}
        errorMessage={errors.keywords}
        maxTags={limits.keywords}
      />
      <TextField
        label="SEO content"
        multiline
        rows={4}
        value={value.content}
        onChange={(next) => set('content', next)}
        description="Text shown under the listing on category and brand pages."
        maxLength={limits.content}
        isInvalid={Boolean(errors.content)}
        errorMessage={errors.content}
      />
    </fieldset>
  );
}
