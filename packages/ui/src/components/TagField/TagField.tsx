import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import { description as descriptionClass, field, fieldError } from '../Field/Field.css';
import { FieldLabel } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';
import { box, input, remove, tag, tagList } from './TagField.css';

export interface TagFieldProps {
  label: string;
  /** The tags, ending with the one being typed (if any): a form sees a change as it is typed, not only on Enter. */
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  maxTags?: number;
  isRequired?: boolean;
  /** Shows the tags without a way to add or remove one; a read-only Form makes it so by itself. */
  isReadOnly?: boolean;
}

/**
 * Free-form tags (keywords, blog tags): Enter, comma or leaving the field makes the typed text a tag, Backspace on an
 * empty input removes the last one. What is being typed already counts as the last tag of `value`.
 */
export function TagField({
  label,
  value,
  onChange,
  placeholder = 'Add…',
  description,
  errorMessage,
  maxTags = 20,
  isRequired,
  isReadOnly,
}: TagFieldProps) {
  const readOnly = useReadOnly(isReadOnly);
  const [draft, setDraft] = useState('');
  // The typed tag this field appended to `value`, until Enter, comma or blur makes it a tag of its own.
  const [typed, setTyped] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const inputId = useId();
  const descriptionId = useId();

  const typedIsLast = typed !== null && value[value.length - 1] === typed;
  // `value` changed from outside under the typed tag (the form was discarded or reloaded): the typing goes too.
  if (typed !== null && !typedIsLast) {
    setTyped(null);
    setDraft('');
  }
  const tags = typedIsLast ? value.slice(0, -1) : value;

  const type = (text: string) => {
    setDraft(text);
    const next = text.trim();
    const fits = tags.length < maxTags;
    setLimitHit(Boolean(next) && !fits);
    if (next && fits && !tags.includes(next)) {
      onChange([...tags, next]);
      setTyped(next);
    } else if (typedIsLast) {
      onChange(tags);
      setTyped(null);
    }
  };

  // The typed text becomes a tag of its own: it already is in `value` unless it repeats one, or the limit is hit.
  const commit = () => {
    if (!draft.trim() || limitHit) return;
    setTyped(null);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && tags.length) {
      onChange(tags.slice(0, -1));
      setLimitHit(false);
    }
  };

  const error = errorMessage ?? (limitHit ? `At most ${maxTags} entries.` : undefined);
  return (
    <div className={field} data-readonly={readOnly || undefined}>
      <FieldLabel label={label} isRequired={isRequired} htmlFor={inputId} />
      <div className={box}>
        <TagGroup
          aria-label={label}
          className={tagList}
          onRemove={
            readOnly
              ? undefined
              : (keys) => {
                  onChange(value.filter((item) => !keys.has(item)));
                  setLimitHit(false);
                }
          }
        >
          <TagList className={tagList}>
            {tags.map((item) => (
              <Tag key={item} id={item} textValue={item} className={tag}>
                {item}
                {readOnly ? null : (
                  <AriaButton slot="remove" className={remove} aria-label={`Remove ${item}`}>
                    <X size={12} aria-hidden="true" />
                  </AriaButton>
                )}
              </Tag>
            ))}
          </TagList>
        </TagGroup>
        <input
          id={inputId}
          className={input}
          value={draft}
          readOnly={readOnly}
          placeholder={readOnly || tags.length ? '' : placeholder}
          onChange={(event) => type(event.target.value)}
          onKeyDown={readOnly ? undefined : onKeyDown}
          onBlur={commit}
          aria-required={isRequired || undefined}
          aria-describedby={description || error ? descriptionId : undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? (
        <Text id={descriptionId} className={fieldError}>
          {error}
        </Text>
      ) : description ? (
        <Text id={descriptionId} className={descriptionClass}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}
