import { describe, expect, it } from 'vitest';
import { bannerCarouselEntity } from './bannerCarousel';
import { blogPostEntity } from './blogPost';
import { entityProblems } from './entityProblems';
import { jobEntity } from './job';
import { productEntity } from './product';
import { ENTITIES } from './registry';
import { saleEntity } from './sale';
import { userEntity } from './user';

const product = { title: 'Kettle', price: 49.99, currency: 'EUR', dealUrl: 'https://shop.example/kettle' };
const sale = {
  slug: 'spring-flash',
  title: 'Spring flash',
  startsAt: '2026-04-01T08:00:00.000Z',
  endsAt: '2026-04-08T08:00:00.000Z',
};

describe('entityProblems', () => {
  it('answers the problems in form order, so the first is the one highest on the form', () => {
    const problems = entityProblems(productEntity, { ...product, title: '', salePrice: 60, dealUrl: 'nope' });
    expect(Object.keys(problems)).toEqual(['title', 'salePrice', 'dealUrl']);
  });

  it("lets a field's own problem win over the whole-record check", () => {
    expect(entityProblems(productEntity, { ...product, salePrice: 60.001 })).toEqual({
      salePrice: 'Sale price can have at most two decimals.',
    });
    expect(entityProblems(productEntity, { ...product, salePrice: 60 })).toEqual({
      salePrice: 'Sale price must not be higher than the price.',
    });
  });

  it('checks a sale period with one rule, on the end', () => {
    expect(entityProblems(saleEntity, sale)).toEqual({});
    expect(entityProblems(saleEntity, { ...sale, endsAt: sale.startsAt })).toEqual({
      endsAt: 'The sale must end after it starts.',
    });
    expect(entityProblems(saleEntity, { ...sale, startsAt: '', endsAt: '' })).toEqual({
      endsAt: 'Choose when the sale starts and ends.',
    });
    expect(entityProblems(saleEntity, { ...sale, startsAt: 'soon' })).toEqual({
      startsAt: 'Start must be a valid date.',
      endsAt: 'Choose when the sale starts and ends.',
    });
  });

  it('skips what an update cannot change, and with `partial` what the input leaves out', () => {
    const { slug: _slug, ...update } = sale;
    expect(entityProblems(saleEntity, update)).toEqual({ slug: 'Slug is required.' });
    expect(entityProblems(saleEntity, update, { mode: 'update' })).toEqual({});
    expect(entityProblems(userEntity, { role: 'VIEWER' }, { mode: 'update', partial: true })).toEqual({});
    expect(entityProblems(userEntity, { name: ' ' }, { mode: 'update', partial: true })).toEqual({
      name: 'Name is required.',
    });
  });

  it('holds a new person to the password policy, with the API’s larger list through its hook', () => {
    const person = { name: 'Ada Admin', email: 'ada@example.com', role: 'EDITOR', password: 'tangerine-otter-lamp' };
    expect(entityProblems(userEntity, person)).toEqual({});
    expect(entityProblems(userEntity, { ...person, password: 'my Ada Admin pass' })).toEqual({
      password: 'Password must not contain your name.',
    });
    expect(
      entityProblems(userEntity, person, { isCommonPassword: (password) => password === 'tangerine-otter-lamp' }),
    ).toEqual({ password: 'This password is too common. Choose another.' });
  });

  it('names the entries of a list by their place (`slides.1.altText`)', () => {
    const slide = { imageUrl: 'https://img.example/a.png', linkUrl: '/sales/x', altText: 'A' };
    expect(
      entityProblems(bannerCarouselEntity, {
        title: 'Hero',
        placement: 'HOME_HERO',
        slides: [slide, { ...slide, altText: ' ', linkUrl: 'mailto:a@b.c' }],
      }),
    ).toEqual({
      'slides.1.linkUrl': 'Enter a web address (https://…) or a path on the site (/sales/…).',
      'slides.1.altText': 'Describe the image for people who cannot see it.',
    });
    expect(entityProblems(bannerCarouselEntity, { title: 'Hero', placement: 'HOME_HERO', slides: [] })).toEqual({
      slides: 'Add at least one slide.',
    });
  });

  it('refuses to publish an empty post, and checks the SEO metadata by its paths', () => {
    expect(
      entityProblems(blogPostEntity, {
        title: 'Out now',
        status: 'PUBLISHED',
        content: ' ',
        metadata: { title: 'x'.repeat(71) },
      }),
    ).toEqual({
      content: 'Write the post before publishing it.',
      'metadata.title': 'SEO title must be 70 characters or fewer.',
    });
  });

  it('asks a job for its kind and schedule (their grammar is the API’s)', () => {
    expect(entityProblems(jobEntity, { name: 'Purge', kind: '', schedule: ' ' })).toEqual({
      kind: 'Choose what the job does.',
      schedule: 'Enter a schedule, e.g. "*/15 * * * *" for every 15 minutes.',
    });
  });
});

describe('the definitions', () => {
  it('name their title field, reference existing entities, and each kind of record once', () => {
    const entities = Object.values(ENTITIES);
    for (const entity of entities) {
      expect(entity.fields, entity.name).toHaveProperty(entity.titleField);
      for (const field of Object.values(entity.fields)) {
        expect(field.label.trim(), entity.name).not.toBe('');
        if (field.kind === 'reference' || field.kind === 'referenceList') {
          for (const to of [field.to].flat()) expect(Object.keys(ENTITIES)).toContain(to);
        }
      }
    }
    expect(new Set(entities.map((entity) => entity.recordType)).size).toBe(entities.length);
  });
});
