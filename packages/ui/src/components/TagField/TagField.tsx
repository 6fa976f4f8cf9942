import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton, Label, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import { description as descriptionClass, field, fieldError, label as labelClass } from '../Field/Field.css';
import { box, input, remove, tag, tagList } from './TagField.css';

export interface TagFieldProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  maxTags?: number;
}

/** Free-form tags (keywords, blog tags): Enter or comma adds, Backspace on an empty input removes the last one. */
export function TagField({
  label,
  value,
  onChange,
  placeholder = 'Add…',
  description,
  errorMessage,
  maxTags = 20,
}: TagFieldProps) {
  const [draft, setDraft] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const inputId = useId();
  const descriptionId = useId();

  const add = (raw: string) => {
    const next = raw.trim();
    if (!next) return;
    if (value.includes(next)) {
      setDraft('');
      return;
    }
    if (value.length >= maxTags) {
      setLimitHit(true);
      return;
    }
    onChange([...value, next]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
      setLimitHit(false);
    }
  };

  const error = errorMessage ?? (limitHit ? `At most ${maxTags} entries.` : undefined);
  return (
    <div className={field}>
      <Label className={labelClass} htmlFor={inputId}>
        {label}
      </Label>
      <div className={box}>
        <TagGroup
          aria-label={label}
          className={tagList}
          onRemove={(keys) => {
            onChange(value.filter((item) => !keys.has(item)));
            setLimitHit(false);
          }}
        >
          <TagList className={tagList}>
            {value.map((item) => (
              <Tag key={item} id={item} textValue={item} className={tag}>
                {item}
                <AriaButton slot="remove" className={remove} aria-label={`Remove ${item}`}>
                  <X size={12} aria-hidden="true" />
                </AriaButton>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
        <input
          id={inputId}
          className={input}
          value={draft}
          placeholder={value.length ? '' : placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => add(draft)}
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
