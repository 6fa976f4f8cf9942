import {
  checkImageUrl,
  useBlogPostById,
  useCreateBlogPost,
  useDeleteBlogPost,
  useUpdateBlogPost,
  type FindBlogPostByIdQuery,
  type PostStatus,
  createOrUpdate,
  deleteOutcome,
  nestedErrors,
  type FieldErrors,
  BLOG_TAG_LIMIT,
  METADATA_LIMITS,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { blogPostEntity, entityProblems } from '@deals/domain';
import { MetadataFieldset, RadioGroup, TagField, Tabs, TextField, type MetadataValue } from '@deals/ui';
import { RichTextEditor, SafeHtml } from '@deals/ui/rich-text';
import { emptyMetadata, ImageField, metadataDraft } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { MediaPickerDialog } from '../../kit/MediaPickerDialog';
import { TitleAndSlugFields } from '../../kit/SlugField';
import { postStatusLabels } from './postStatus';

interface PostDraft {
  title: string;
  slug: string;
  slugEdited: boolean;
  excerpt: string;
  content: string;
  coverImageUrl: string | null;
  status: PostStatus;
  tags: string[];
  metadata: MetadataValue;
}

const emptyDraft: PostDraft = {
  title: '',
  slug: '',
  slugEdited: false,
  excerpt: '',
  content: '',
  coverImageUrl: null,
  status: 'DRAFT',
  tags: [],
  metadata: emptyMetadata,
};

const draftOf = (post: FindBlogPostByIdQuery['findBlogPostById']): PostDraft => ({
  title: post.title,
  slug: post.slug,
  slugEdited: true,
  excerpt: post.excerpt,
  content: post.content,
  coverImageUrl: post.coverImageUrl ?? null,
  status: post.status,
  tags: [...post.tags],
  metadata: metadataDraft(post.metadata),
});

/** The post's definition: the rules the API checks, with its messages. */
const validate = (draft: PostDraft): FieldErrors => entityProblems(blogPostEntity, draft);

const inputOf = (draft: PostDraft) => ({
  title: draft.title,
  slug: draft.slug,
  excerpt: draft.excerpt,
  content: draft.content,
  coverImageUrl: draft.coverImageUrl,
  status: draft.status,
  tags: draft.tags,
  metadata: draft.metadata,
});

/** /blog/new and /blog/{id}/edit: a post written in the rich-text editor, saved as a draft or published. */
export function BlogPostFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useBlogPostById}
      label="the post"
      empty={emptyDraft}
      draftOf={draftOf}
      form={BlogPostForm}
    />
  );
}

function BlogPostForm({ id, initial }: { id?: string; initial: PostDraft }) {
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const remove = useDeleteBlogPost();
  return (
    <EntityFormPage
      noun="Post"
      listLabel="Blog"
      listHref="/blog"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={validate}
      save={(draft, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input: inputOf(draft), expectedVersion }),
          () => create.run({ input: inputOf(draft) }),
          (data) => `/blog/${data.createBlogPost.id}/edit`,
        )
      }
      confirmSaveText={(saved) =>
        saved.status === 'PUBLISHED' ? `"${saved.title}" is published: readers see the changes immediately.` : null
      }
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed from the blog.`,
      }}
    >
      {(form) => {
        const { draft, set, errors } = form;
        const publishedBefore = id !== undefined && initial.status === 'PUBLISHED';
        return (
          <>
            <TitleAndSlugFields form={form} isSlugLocked={publishedBefore} titleMaxLength={TEXT_LIMITS.postTitle} />
            <TextField
              label="Excerpt"
              description="Shown in post lists and when the post is shared."
              multiline
              rows={3}
              value={draft.excerpt}
              onChange={(excerpt) => set('excerpt', excerpt)}
              maxLength={TEXT_LIMITS.excerpt}
              isInvalid={Boolean(errors.excerpt)}
              errorMessage={errors.excerpt}
            />
            <Tabs
              aria-label="Content"
              items={[
                {
                  id: 'write',
                  label: 'Write',
                  content: (
                    <RichTextEditor
                      label="Content"
                      // publishedPostProblem: a published post needs content, a draft may be empty.
                      isRequired={draft.status === 'PUBLISHED'}
                      value={draft.content}
                      onChange={(content) => set('content', content)}
                      errorMessage={errors.content}
                      checkImageUrl={checkImageUrl}
                      renderMediaPicker={(props) => <MediaPickerDialog {...props} folder="/blog" />}
                    />
                  ),
                },
                {
                  id: 'preview',
                  label: 'Preview',
                  content: draft.content ? (
                    <SafeHtml html={draft.content} label="Post preview" />
                  ) : (
                    <p>Nothing written yet.</p>
                  ),
                },
              ]}
            />
            <ImageField
              label="Cover image"
              folder="/blog"
              value={draft.coverImageUrl}
              onChange={(url) => set('coverImageUrl', url)}
              errorMessage={errors.coverImageUrl}
            />
            <TagField
              label="Tags"
              value={draft.tags}
              onChange={(tags) => set('tags', tags)}
              maxTags={BLOG_TAG_LIMIT}
              errorMessage={errors.tags}
            />
            <RadioGroup
              label="Status"
              orientation="horizontal"
              value={draft.status}
              onChange={(status) => set('status', status as PostStatus)}
              options={Object.entries(postStatusLabels).map(([value, label]) => ({ value, label }))}
              description={
                draft.status === 'PUBLISHED' ? 'Readers see the post once it is saved.' : 'Only staff see drafts.'
              }
            />
            <MetadataFieldset
              value={draft.metadata}
              onChange={(metadata) => set('metadata', metadata)}
              errors={nestedErrors(errors, 'metadata')}
              limits={METADATA_LIMITS}
            />
          </>
        );
      }}
    </EntityFormPage>
  );
}
