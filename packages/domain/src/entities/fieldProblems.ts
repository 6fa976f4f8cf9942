import { emailProblem, urlProblem } from '../rules/addresses';
import { dateProblem } from '../rules/dates';
import { countProblem } from '../rules/merchandising';
import { metadataProblems, tagsProblem, type MetadataDraft } from '../rules/metadata';
import { priceProblem } from '../rules/product';
import { slugFromTitle, slugProblem } from '../rules/slug';
import { optionalTextProblem, requiredTextProblem } from '../rules/text';
import type { FieldDefinition, RuleContext } from './defineEntity';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The kind's own rule for one value: what a field without a `rule` of its own is checked by. */
function kindProblem(field: FieldDefinition, value: unknown, context: RuleContext): string | null {
  const { label } = field;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'html':
      if (field.max === undefined) return field.required && isEmpty(value) ? `${label} is required.` : null;
      return field.required
        ? requiredTextProblem(text(value), label, field.max)
        : optionalTextProblem(text(value), label, field.max);
    case 'slug': {
      // A slug left empty is made from its source field; that one must pass (an empty source is refused as itself).
      if (isEmpty(value) && field.from) {
        const source = text(context.record[field.from]);
        return source.trim() ? slugProblem(slugFromTitle(source), label) : null;
      }
      return isEmpty(value) && !field.required ? null : slugProblem(text(value), label);
    }
    case 'url':
      return isEmpty(value) && !field.required ? null : urlProblem(text(value), label);
    case 'email':
      return isEmpty(value) && !field.required ? null : emailProblem(text(value), label);
    case 'money':
      if (value === null || value === undefined) return field.required ? `${label} is required.` : null;
      return priceProblem(Number(value), label);
    case 'number':
      if (value === null || value === undefined) return field.required ? `${label} is required.` : null;
      return Number.isFinite(Number(value)) ? null : `${label} must be a number.`;
    case 'date':
      if (isEmpty(value)) return field.required ? `${label} is required.` : null;
      return dateProblem(text(value), label);
    case 'enum':
      if (isEmpty(value)) return field.required ? `${label} is required.` : null;
      return field.options.some((option) => option.value === value)
        ? null
        : `Choose one of: ${field.options.map((option) => option.label).join(', ')}.`;
    case 'reference':
      return field.required && isEmpty(value) ? `${label} is required.` : null;
    case 'referenceList':
      // Each record counts once, however often it was picked.
      return countProblem(new Set(list(value).map(String)).size, field.noun, field.max, field.min);
    case 'urlList':
      return field.countRule
        ? field.countRule(list(value))
        : list(value).length > field.max
          ? `At most ${field.max} entries are allowed.`
          : null;
    case 'tags':
      return tagsProblem(list(value).map(text), label, field.max);
    case 'list':
      return countProblem(list(value).length, field.noun, field.max, field.min);
    case 'boolean':
    case 'metadata':
      return null;
  }
}

/**
 * Every problem of one field, by field path: the field itself (`images`), then its parts (`images.0`,
 * `metadata.title`, `slides.2.altText`). Values are checked as given; nothing is normalised first.
 */
export function fieldProblems(
  key: string,
  field: FieldDefinition,
  value: unknown,
  context: RuleContext,
): Record<string, string | null> {
  const own = field.rule === null ? null : field.rule ? field.rule(value, context) : kindProblem(field, value, context);
  const problems: Record<string, string | null> = { [key]: own };
  if (field.kind === 'urlList') {
    list(value).forEach((url, index) => {
      problems[`${key}.${index}`] = urlProblem(text(url), field.itemLabel);
    });
  }
  if (field.kind === 'metadata') {
    for (const [path, message] of Object.entries(metadataProblems(value as MetadataDraft | null | undefined))) {
      problems[path.replace(/^metadata\./, `${key}.`)] = message;
    }
  }
  if (field.kind === 'list') {
    list(value).forEach((entry, index) => {
      const record = (entry ?? {}) as Record<string, unknown>;
      for (const [itemKey, itemField] of Object.entries(field.item)) {
        const nested = fieldProblems(itemKey, itemField, record[itemKey], { ...context, record });
        for (const [path, message] of Object.entries(nested)) problems[`${key}.${index}.${path}`] = message;
      }
    });
  }
  return problems;
}
