import {
  useBannerCarouselById,
  useCreateBannerCarousel,
  useDeleteBannerCarousel,
  useUpdateBannerCarousel,
  type Placement,
  createOrUpdate,
  deleteOutcome,
  type FieldErrors,
  bannerSlideProblems,
  LIST_LIMITS,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { bannerCarouselEntity, entityProblems } from '@deals/domain';
import { CarouselPreview, Switch, TextField } from '@deals/ui';
import { ImageField, TitleField } from '../../kit/catalogueFields';
import { EditableOrderedList } from '../../kit/EditableOrderedList';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { PlacementField } from './placementField';
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

const validate = (draft: BannerDraft): FieldErrors => entityProblems(bannerCarouselEntity, draft);

/** /carousel/banner-carousel/new and …/{id}/edit, with a live preview. */
export function BannerCarouselFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useBannerCarouselById}
      label="the carousel"
      empty={emptyDraft}
      draftOf={(carousel) => ({
        title: carousel.title,
        placement: carousel.placement,
        active: carousel.active,
        slides: carousel.slides.map((slide) => ({ ...slide, id: rowId() })),
      })}
      form={BannerForm}
    />
  );
}

function BannerForm({ id, initial }: { id?: string; initial: BannerDraft }) {
  const create = useCreateBannerCarousel();
  const update = useUpdateBannerCarousel();
  const remove = useDeleteBannerCarousel();
  return (
    <EntityFormPage
      noun="Banner carousel"
      listLabel="Banner carousels"
      listHref="/carousel/banner-carousel"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={validate}
      save={(draft, { expectedVersion }) => {
        const input = {
          title: draft.title,
          placement: draft.placement,
          active: draft.active,
          slides: draft.slides.map(({ imageUrl, linkUrl, altText }) => ({
            imageUrl: imageUrl ?? '',
            linkUrl: linkUrl.trim(),
            altText,
          })),
        };
        return createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/carousel/banner-carousel/${data.createBannerCarousel.id}/edit`,
        );
      }}
      confirmSaveText={(saved) => (saved.active ? `"${saved.title}" is live on the site.` : null)}
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed from the site.`,
      }}
    >
      {(form) => (
        <>
          <TitleField form={form} />
          <PlacementField value={form.draft.placement} onChange={(placement) => form.set('placement', placement)} />
          <EditableOrderedList
            label="Slides"
            isRequired
            noun="slide"
            items={form.draft.slides}
            onChange={(slides) => form.set('slides', slides)}
            max={LIST_LIMITS.bannerSlides}
            errorMessage={form.errors.slides}
            textValue={(slide) => slide.altText || 'Untitled slide'}
            renderSummary={(slide) => (
              <span>
                <strong>{slide.altText}</strong> → {slide.linkUrl}
              </span>
            )}
            newItem={() => ({ id: rowId(), imageUrl: null, linkUrl: '', altText: '' })}
            validateItem={validateSlide}
            renderEditor={(slide, set, errors) => (
              <>
                <ImageField
                  label="Image"
                  isRequired
                  folder="/banners"
                  value={slide.imageUrl}
                  onChange={(imageUrl) => set({ ...slide, imageUrl })}
                  errorMessage={errors.imageUrl}
                />
                <TextField
                  label="Link"
                  isRequired
                  value={slide.linkUrl}
                  onChange={(linkUrl) => set({ ...slide, linkUrl })}
                  isInvalid={Boolean(errors.linkUrl)}
                  errorMessage={errors.linkUrl}
                />
                <TextField
                  label="Alt text"
                  isRequired
                  value={slide.altText}
                  onChange={(altText) => set({ ...slide, altText })}
                  isInvalid={Boolean(errors.altText)}
                  errorMessage={errors.altText}
                  maxLength={TEXT_LIMITS.altText}
                />
              </>
            )}
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
          <Switch isSelected={form.draft.active} onChange={(active) => form.set('active', active)}>
            Active
          </Switch>
        </>
      )}
    </EntityFormPage>
  );
}
