import { organizationEntity, saleEntity } from '@deals/domain/entities';
import { SLUG_MAX_LENGTH } from '@deals/domain/rules';
import { describe, expect, it } from 'vitest';
import { formSource as formOf } from '../testing/formSource';
import { bindPeriod, bindTitleAndSlug } from './pairedBindings';

const named = { keys: { title: 'name', slug: 'slug', edited: 'slugEdited' } } as const;

describe('bindTitleAndSlug: the slug follows the title until the person edits it', () => {
  it('makes the slug from the title as it is typed, bound from the definition', () => {
    const form = formOf({ name: '', slug: '', slugEdited: false });
    const { title, slug } = bindTitleAndSlug(organizationEntity, form, named.keys);
    expect(title).toMatchObject({ name: 'name', label: 'Name', isRequired: true });
    expect(slug).toMatchObject({ name: 'slug', label: 'Slug', isRequired: true, maxLength: SLUG_MAX_LENGTH });
    title.onChange('Deals & Co');
    expect(form.draft).toEqual({ name: 'Deals & Co', slug: 'deals-co', slugEdited: false });
  });

  it('stops following once the slug is edited, and never follows a locked slug', () => {
    const form = formOf({ name: 'Deals', slug: 'deals', slugEdited: false });
    bindTitleAndSlug(organizationEntity, form, named.keys).slug.onChange('our-deals');
    expect(form.draft).toEqual({ name: 'Deals', slug: 'our-deals', slugEdited: true });
    bindTitleAndSlug(organizationEntity, form, named.keys).title.onChange('Deals Ltd');
    expect(form.draft.slug).toBe('our-deals');

    const sale = formOf({ title: 'Winter', slug: 'winter', slugEdited: false });
    const keys = { title: 'title', slug: 'slug', edited: 'slugEdited' } as const;
    const locked = bindTitleAndSlug(saleEntity, sale, keys, { locked: true });
    expect(locked.locked).toBe(true);
    locked.title.onChange('Winter sale');
    expect(sale.draft).toEqual({ title: 'Winter sale', slug: 'winter', slugEdited: false });
  });

  it('keeps a saved record’s address when its title changes (an outside team’s edit form overwrote it)', () => {
    const form = formOf({ name: 'Deals', slug: 'custom', slugEdited: false });
    bindTitleAndSlug(organizationEntity, form, named.keys, { saved: true }).title.onChange('Deals Ltd');
    expect(form.draft).toEqual({ name: 'Deals Ltd', slug: 'custom', slugEdited: false });
  });

  it('shows each field’s own message', () => {
    const form = formOf({ name: '', slug: 'A B', slugEdited: true }, { slug: 'Use lowercase letters.' });
    const { title, slug } = bindTitleAndSlug(organizationEntity, form, named.keys);
    expect(title).toMatchObject({ isInvalid: false, errorMessage: undefined });
    expect(slug).toMatchObject({ isInvalid: true, errorMessage: 'Use lowercase letters.' });
  });
});

describe('bindPeriod: a start and an end as one range', () => {
  const start = '2026-12-01T00:00:00.000Z';
  const end = '2026-12-24T00:00:00.000Z';

  it('shows both dates as one value, or none until both are there; sets and empties both', () => {
    const form = formOf<{ startsAt: string | null; endsAt: string | null }>({ startsAt: start, endsAt: null });
    const period = bindPeriod(saleEntity, form, 'startsAt', 'endsAt');
    expect(period).toMatchObject({ value: null, isRequired: true, isInvalid: false, errorMessage: undefined });
    period.onChange({ start, end });
    expect(form.draft).toEqual({ startsAt: start, endsAt: end });
    expect(bindPeriod(saleEntity, form, 'startsAt', 'endsAt').value).toEqual({ start, end });
    bindPeriod(saleEntity, form, 'startsAt', 'endsAt').onChange(null);
    expect(form.draft).toEqual({ startsAt: null, endsAt: null });
  });

  it('refuses a key that is not a date in the definition (its draft type cannot tell)', () => {
    const form = formOf<{ title: string | null; endsAt: string | null }>({ title: 'Winter', endsAt: null });
    expect(() => bindPeriod(saleEntity, form, 'title', 'endsAt')).toThrow(
      'Sale’s "title" is not a date: a period binds two date fields.',
    );
  });

  it('shows the start’s message, else the end’s', () => {
    const draft = { startsAt: start, endsAt: end };
    expect(
      bindPeriod(saleEntity, formOf(draft, { endsAt: 'Ends before it starts.' }), 'startsAt', 'endsAt'),
    ).toMatchObject({ isInvalid: true, errorMessage: 'Ends before it starts.' });
    const both = formOf(draft, { startsAt: 'Enter a date.', endsAt: 'Ends before it starts.' });
    expect(bindPeriod(saleEntity, both, 'startsAt', 'endsAt').errorMessage).toBe('Enter a date.');
  });
});
