import type { EntityDefinition } from '@deals/domain/entities';
import { slugFromTitle } from '@deals/domain/rules';
import { bindField, type BindingSource, type FieldBinding, type KeysHolding } from './fieldBinding';

/** The draft keys of a title and the slug that follows it, and of the flag saying the person edited the slug. */
export interface TitleAndSlugKeys<Title extends string, Slug extends string, Edited extends string> {
  title: Title;
  slug: Slug;
  /** True once the person typed a slug (or the record was saved with one): the title no longer changes it. */
  edited: Edited;
}

/** A title (or a name) and its slug, each as `field()` binds it, the slug following the title. */
export interface TitleAndSlugBindings {
  title: FieldBinding<string>;
  slug: FieldBinding<string>;
  /** The slug is fixed (links to it may exist): a view shows it read-only. */
  locked: boolean;
}

/**
 * The rule of every page with an address: its slug is made from the title (`slugFromTitle`) as the title is typed,
 * until the person edits the slug; a saved record's slug (`saved`: `form.titleAndSlug` knows) and a locked one (links
 * to it may exist: shown read-only) never follow. Both are bound from the entity's fields, so labels, limits and
 * messages are the definition's.
 */
export function bindTitleAndSlug<
  Draft,
  Title extends KeysHolding<Draft, string>,
  Slug extends KeysHolding<Draft, string>,
  Edited extends KeysHolding<Draft, boolean>,
>(
  entity: EntityDefinition,
  source: BindingSource<Draft>,
  keys: TitleAndSlugKeys<Title, Slug, Edited>,
  { locked = false, saved = false }: { locked?: boolean; saved?: boolean } = {},
): TitleAndSlugBindings {
  const title = bindField<Draft, Title>(entity, source, keys.title);
  const slug = bindField<Draft, Slug>(entity, source, keys.slug);
  // The keys' types say what each holds: the title and slug text, the flag on/off.
  const set = source.set as (key: Title | Slug | Edited, value: string | boolean) => void;
  return {
    locked,
    title: {
      ...title,
      value: title.value as string,
      onChange: (value) => {
        set(keys.title, value);
        // A saved record keeps its address when its title changes: only a new one's slug follows.
        if (!source.draft[keys.edited] && !locked && !saved) set(keys.slug, slugFromTitle(value));
      },
    },
    slug: {
      ...slug,
      value: slug.value as string,
      onChange: (value) => {
        set(keys.slug, value);
        set(keys.edited, true);
      },
    },
  };
}

/** A start and an end date (a sale's running time), as one range input takes them. */
export interface PeriodBinding {
  value: { start: string; end: string } | null;
  onChange: (period: { start: string; end: string } | null) => void;
  isRequired: boolean;
  isInvalid: boolean;
  /** The start's or the end's message, whichever the rules gave (the period rule names the end, a bad date its own). */
  errorMessage: string | undefined;
}

/** Two date fields as one range: both set together, or both emptied; required when either is. */
export function bindPeriod<
  Draft,
  Start extends KeysHolding<Draft, string | null>,
  End extends KeysHolding<Draft, string | null>,
>(entity: EntityDefinition, source: BindingSource<Draft>, start: Start, end: End): PeriodBinding {
  for (const key of [start, end]) {
    // The draft's type cannot tell a date's text from any other; the definition can.
    const kind = entity.fields[key]?.kind;
    if (kind !== undefined && kind !== 'date') {
      throw new Error(`${entity.noun}’s "${key}" is not a date: a period binds two date fields.`);
    }
  }
  const from = bindField<Draft, Start>(entity, source, start);
  const to = bindField<Draft, End>(entity, source, end);
  const set = source.set as (key: Start | End, value: string | null) => void;
  const [startsAt, endsAt] = [from.value as string | null, to.value as string | null];
  const errorMessage = from.errorMessage ?? to.errorMessage;
  return {
    value: startsAt && endsAt ? { start: startsAt, end: endsAt } : null,
    onChange: (period) => {
      set(start, period?.start ?? null);
      set(end, period?.end ?? null);
    },
    isRequired: from.isRequired || to.isRequired,
    isInvalid: errorMessage !== undefined,
    errorMessage,
  };
}
