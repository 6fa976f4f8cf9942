import { bannerCarouselEntity, blogPostEntity, featuredMenuEntity, jobEntity } from '@deals/domain/entities';
import { TEXT_LIMITS } from '@deals/domain/rules';
import { describe, expect, it, vi } from 'vitest';
import { formSource as formOf } from '../testing/formSource';
import { bindChoice, bindFieldset, bindFormField, bindListItem } from './fieldBinding';

const slide = { id: 'row-1', imageUrl: null as string | null, linkUrl: 'https://shop.example/sale', altText: 'Sale' };

describe('bindListItem', () => {
  it('binds an entry’s field through the list’s item definition: label, required, limit, message', () => {
    const set = vi.fn();
    const altText = bindListItem(bannerCarouselEntity, 'slides', slide, set, { altText: 'Enter the alt text.' }).field(
      'altText',
    );
    expect(altText).toMatchObject({
      name: 'altText',
      label: 'Alt text',
      value: 'Sale',
      isRequired: true,
      maxLength: TEXT_LIMITS.altText,
      isInvalid: true,
      errorMessage: 'Enter the alt text.',
    });
    altText.onChange('Winter sale');
    expect(set).toHaveBeenCalledWith({ ...slide, altText: 'Winter sale' });
    expect(slide.altText).toBe('Sale');
  });

  it('reads an optional entry field as optional and unflagged', () => {
    const item = { id: 'row-2', label: 'Deals', url: 'https://shop.example', imageUrl: null };
    const icon = bindListItem(featuredMenuEntity, 'items', item, vi.fn(), {}).field('imageUrl');
    expect(icon).toMatchObject({ label: 'Image URL', isRequired: false, isInvalid: false, errorMessage: undefined });
  });

  it('refuses a key that is not a list of entries, or an entry key the list lacks', () => {
    expect(() => bindListItem(bannerCarouselEntity, 'title', slide, vi.fn(), {})).toThrow('is not a list of entries');
    expect(() =>
      bindListItem(bannerCarouselEntity, 'slides', { ...slide, caption: '' }, vi.fn(), {}).field('caption'),
    ).toThrow('Banner carousel slide has no field "caption".');
  });
});

describe('bindChoice of a text field', () => {
  const kinds = [
    { id: 'expireDeals', label: 'Expire deals' },
    { id: 'rebuildSearch', label: 'Rebuild search' },
  ];

  it('offers the options the screen loaded (a job’s kinds) and writes the chosen one', () => {
    const form = formOf({ kind: '' }, { kind: 'Choose what the job does.' });
    const kind = bindChoice(jobEntity, form, 'kind', kinds);
    expect(kind).toMatchObject({
      label: 'Kind',
      options: kinds,
      selectedKey: '',
      isRequired: true,
      isInvalid: true,
      errorMessage: 'Choose what the job does.',
    });
    kind.onSelectionChange('rebuildSearch');
    expect(form.draft.kind).toBe('rebuildSearch');
  });

  it('refuses a text field without options', () => {
    expect(() => bindChoice(jobEntity, formOf({ kind: '' }), 'kind')).toThrow(`Job's "kind" is not a choice`);
  });
});

describe('bindFormField: a field the form holds that no entity declares', () => {
  it('binds it from the label given, with the form’s message under its key', () => {
    const form = formOf({ currentPassword: '' }, { currentPassword: 'Enter your current password.' });
    const current = bindFormField(form, 'currentPassword', { label: 'Current password', required: true });
    expect(current).toMatchObject({
      name: 'currentPassword',
      label: 'Current password',
      value: '',
      isRequired: true,
      isInvalid: true,
      errorMessage: 'Enter your current password.',
    });
    current.onChange('hunter2');
    expect(form.draft.currentPassword).toBe('hunter2');
  });
});

describe('bindFieldset: a value of several parts', () => {
  it('answers the value, writes a changed one, and each part’s message by its own key', () => {
    const metadata = { title: 'Sale', description: '', keywords: [] as string[], content: '' };
    const form = formOf({ metadata }, { 'metadata.title': 'Too long.', title: 'The post’s own title.' });
    const seo = bindFieldset(blogPostEntity, form, 'metadata');
    expect(seo).toMatchObject({ value: metadata, errors: { title: 'Too long.' } });
    seo.onChange({ ...metadata, description: 'Winter deals' });
    expect(form.draft.metadata.description).toBe('Winter deals');
  });
});
