import { withoutPasses } from '../rules/text';
import type { EntityDefinition, RuleContext } from './defineEntity';
import { fieldProblems } from './fieldProblems';

export interface CheckOptions {
  /** `update` skips fields written only on create (a sale's slug). Default `create`. */
  mode?: RuleContext['mode'];
  /** Checks only the fields the input carries (an update naming a few fields, like a user's role). */
  partial?: boolean;
  /** The API's larger list of common passwords. */
  isCommonPassword?: (password: string) => boolean;
}

/** The fields an input of this entity writes, in form order: read-only ones never, create-only ones on create. */
export function writableFields(definition: EntityDefinition, mode: RuleContext['mode'] = 'create') {
  return Object.entries(definition.fields).filter(
    ([, field]) => !field.readOnly && !(mode === 'update' && field.createOnly),
  );
}

/**
 * Every refused field of an input, by field path, in form order; empty when the record may be saved. The API answers
 * the first as BAD_USER_INPUT naming its field; a form shows them all, with the same messages.
 */
export function entityProblems(
  definition: EntityDefinition,
  input: object,
  options: CheckOptions = {},
): Record<string, string> {
  const record = input as Readonly<Record<string, unknown>>;
  const mode = options.mode ?? 'create';
  const context: RuleContext = { record, mode, isCommonPassword: options.isCommonPassword };
  const problems: Record<string, string | null> = {};
  for (const [key, field] of writableFields(definition, mode)) {
    if (options.partial && record[key] == null) continue;
    Object.assign(problems, fieldProblems(key, field, record[key], context));
  }
  // A field's own problem comes first: "Sale price must be 0 or more." before comparing it with the price.
  const checked = definition.check?.(record as never, { mode, isCommonPassword: options.isCommonPassword }) ?? {};
  for (const [path, message] of Object.entries(checked)) problems[path] ??= message;
  return withoutPasses(inFormOrder(definition, problems));
}

/** Problems ordered by their field's place in the definition, so the first is the one highest on the form. */
function inFormOrder(definition: EntityDefinition, problems: Record<string, string | null>) {
  const keys = Object.keys(definition.fields);
  const rank = (path: string) => {
    const index = keys.indexOf(path.split('.')[0]!);
    return index === -1 ? keys.length : index;
  };
  return Object.fromEntries(Object.entries(problems).sort(([a], [b]) => rank(a) - rank(b)));
}
