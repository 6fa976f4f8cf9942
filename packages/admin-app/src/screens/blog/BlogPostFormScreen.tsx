import {
  blogPostResource,
  checkImageUrl,
  type FindBlogPostByIdQuery,
  type PostStatus,
  BLOG_TAG_LIMIT,
} from '@deals/admin-core';
import { TagField, Tabs, TextField, type MetadataValue } from '@deals/ui';
import { RichTextEditor, SafeHtml } from '@deals/ui/rich-text';
import { emptyMetadata, ImageField, metadataDraft, SeoFields } from '../../kit/catalogueFields';
import { ChoiceRadios } from '../../kit/form/ChoiceRadios';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { TitleAndSlugFields } from '../../kit/form/TitleAndSlugFields';
import { MediaPickerDialog } from '../../kit/MediaPickerDialog';

/** The slug follows the title until the person edits it. */
const SLUGGED = { title: 'title', slug: 'slug', edited: 'slugEdited' } as const;
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

function draftOf(record: object | undefined): PostDraft {
  const post = record as FindBlogPostByIdQuery['findBlogPostById'] | undefined;
  if (!post) return emptyDraft;
  return {
    title: post.title,
    slug: post.slug,
    slugEdited: true,
    excerpt: post.excerpt,
    content: post.content,
    coverImageUrl: post.coverImageUrl ?? null,
    status: post.status,
    tags: [...post.tags],
    metadata: metadataDraft(post.metadata),
  };
}

const inputOf = ({ slugEdited: _slugEdited, ...input }: PostDraft) => input;

/** /blog/new and /blog/{id}/edit: a post written in the rich-text editor, saved as a draft or published. */
export function BlogPostFormScreen() {
  return (
    <ResourceFormRoute resource={blogPostResource}>
      {(loaded) => (
        <ResourceFormPage<PostDraft>
          resource={blogPostResource}
          basePath="/blog"
          noun="Post"
          list={{ label: 'Blog' }}
          {...loaded}
          options={{ draftOf, inputOf }}
          texts={{
            save: (live) =>
              live.status === 'PUBLISHED' ? `"${live.title}" is published: readers see the changes immediately.` : null,
            remove: (saved) => `"${saved.title}" will be removed from the blog.`,
          }}
        >
          {(form) => {
            const { draft } = form;
            // A published post's address is fixed: links to it may exist.
            const publishedBefore = (loaded.record as PostDraft | undefined)?.status === 'PUBLISHED';
            return (
              <>
                <TitleAndSlugFields {...form.titleAndSlug(SLUGGED, { locked: publishedBefore })} />
                <TextField
                  {...form.field('excerpt')}
                  description="Shown in post lists and when the post is shared."
                  multiline
                  rows={3}
                />
                <Tabs
                  aria-label="Content"
                  items={[
                    {
                      id: 'write',
                      label: 'Write',
                      content: (
                        <RichTextEditor
                          {...form.field('content')}
                          // publishedPostProblem: a published post needs content, a draft may be empty.
                          isRequired={draft.status === 'PUBLISHED'}
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
                <ImageField {...form.field('coverImageUrl')} label="Cover image" folder="/blog" />
                <TagField {...form.field('tags')} maxTags={BLOG_TAG_LIMIT} />
                <ChoiceRadios
                  {...form.choice('status')}
                  orientation="horizontal"
                  description={
                    draft.status === 'PUBLISHED' ? 'Readers see the post once it is saved.' : 'Only staff see drafts.'
                  }
                />
                <SeoFields {...form.fieldset('metadata')} />
              </>
            );
          }}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}
