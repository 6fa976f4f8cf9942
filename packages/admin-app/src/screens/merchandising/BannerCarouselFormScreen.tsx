import {
  bannerCarouselResource,
  type Placement,
  type FieldErrors,
  bannerSlideProblems,
  LIST_LIMITS,
} from '@deals/admin-core';
import { CarouselPreview, Select, Switch, TextField } from '@deals/ui';
import { ImageField } from '../../kit/catalogueFields';
import { EditableOrderedList } from '../../kit/EditableOrderedList';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { rowId } from './placements';

interface SlideDraft {
  id: string;
  imageUrl: string | null;
  linkUrl: string;
  altText: string;
}

interface BannerDraft {
  title: string;
  placement: Placement;
  active: boolean;
  slides: SlideDraft[];
}

const emptyDraft: BannerDraft = { title: '', placement: 'HOME_HERO', active: true, slides: [] };

const validateSlide = (slide: SlideDraft): FieldErrors => bannerSlideProblems(slide);

/** /carousel/banner-carousel/new and …/{id}/edit, with a live preview. */
export function BannerCarouselFormScreen() {
  return (
    <ResourceFormRoute resource={bannerCarouselResource}>{(loaded) => <BannerForm {...loaded} />}</ResourceFormRoute>
  );
}

function BannerForm({ id, record }: { id?: string; record?: object }) {
  return (
    <ResourceFormPage<BannerDraft>
      resource={bannerCarouselResource}
      basePath="/carousel/banner-carousel"
      id={id}
      record={record}
      options={{
        draftOf: (loaded) => {
          const carousel = loaded as (BannerDraft & { slides: Omit<SlideDraft, 'id'>[] }) | undefined;
          if (!carousel) return emptyDraft;
          return {
            title: carousel.title,
            placement: carousel.placement,
            active: carousel.active,
            slides: carousel.slides.map((slide) => ({ ...slide, id: rowId() })),
          };
        },
        inputOf: (draft) => ({
          title: draft.title,
          placement: draft.placement,
          active: draft.active,
          slides: draft.slides.map(({ imageUrl, linkUrl, altText }) => ({
            imageUrl: imageUrl ?? '',
            linkUrl: linkUrl.trim(),
            altText,
          })),
        }),
      }}
      texts={{
        save: (live) => (live.active ? `"${live.title}" is live on the site.` : null),
        remove: (saved) => `"${saved.title}" will be removed from the site.`,
      }}
    >
      {(form) => (
        <>
          <TextField {...form.field('title')} />
          <Select {...form.choice('placement')} description="Where on the site the carousel shows." />
          <EditableOrderedList
            {...form.field('slides')}
            isRequired
            noun="slide"
            max={LIST_LIMITS.bannerSlides}
            textValue={(slide) => slide.altText || 'Untitled slide'}
            renderSummary={(slide) => (
              <span>
                <strong>{slide.altText}</strong> → {slide.linkUrl}
              </span>
            )}
            newItem={() => ({ id: rowId(), imageUrl: null, linkUrl: '', altText: '' })}
            validateItem={validateSlide}
            renderEditor={(slide, set, errors) => {
              const entry = form.item('slides', slide, set, errors);
              return (
                <>
                  <ImageField {...entry.field('imageUrl')} label="Image" folder="/banners" />
                  <TextField {...entry.field('linkUrl')} />
                  <TextField {...entry.field('altText')} />
                </>
              );
            }}
          />
          <CarouselPreview
            label="Preview"
            slides={form.draft.slides.map((slide) => ({
              id: slide.id,
              imageUrl: slide.imageUrl,
              title: slide.altText || 'Untitled slide',
              caption: slide.linkUrl,
            }))}
          />
          <Switch {...form.toggle('active')}>Active</Switch>
        </>
      )}
    </ResourceFormPage>
  );
}
