import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPostProblem } from '@deals/domain/rules';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';
import { sanitizePostHtml } from './sanitizeHtml';

describe('blog posts', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="https://i.example/a.png" onerror="alert(1)">', '<img src="https://i.example/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<p style="color:red" onclick="x()">styled</p>', '<p>styled</p>'],
    ['<iframe src="https://evil.example"></iframe><h2>Kept</h2>', '<h2>Kept</h2>'],
    ['<img src="data:image/svg+xml;base64,AAAA">', '<img />'],
  ])('sanitizes %s', (dirty, clean) => {
    expect(sanitizePostHtml(dirty)).toBe(clean);
  });

  describe('through the API', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ seed: { products: 0 } });
    });
    afterAll(() => api.close());

    it('stores sanitized content, stamps the author and the first publication', async () => {
      const { createBlogPost } = await api.asAdmin<{
        createBlogPost: {
          id: string;
          slug: string;
          content: string;
          author: { name: string };
          publishedAt: string | null;
        };
      }>(
        `mutation($input: BlogPostInput!) { createBlogPost(input: $input) { id slug content author { name } publishedAt } }`,
        {
          input: {
            title: 'Stored XSS test',
            status: 'DRAFT',
            content: '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script>',
            tags: ['news', 'news'],
          },
        },
      );
      expect(createBlogPost.slug).toBe('stored-xss-test');
      expect(createBlogPost.content).not.toMatch(/onerror|script/);
      expect(createBlogPost.author.name).toBe('Ada Admin');
      expect(createBlogPost.publishedAt).toBeNull();
      const { updateBlogPost } = await api.asAdmin<{ updateBlogPost: { status: string; publishedAt: string } }>(
        `mutation($id: ID!) { updateBlogPost(id: $id, input: { title: "Stored XSS test", status: PUBLISHED, content: "<p>ok</p>" }) { status publishedAt } }`,
        { id: createBlogPost.id },
      );
      expect(updateBlogPost.status).toBe('PUBLISHED');
      expect(updateBlogPost.publishedAt).not.toBeNull();
    });

    it('refuses to publish an empty post, as the form does', async () => {
      const result = await api.request(
        `mutation { createBlogPost(input: { title: "Nothing yet", status: PUBLISHED, content: " " }) { id } }`,
        {},
        api.adminToken,
      );
      expect(firstError(result)).toMatchObject({
        message: publishedPostProblem('PUBLISHED', ' '),
        field: 'content',
        code: 'BAD_USER_INPUT',
      });
    });

    it('filters by status and tag and lists every tag', async () => {
      const { findBlogPosts, blogTags } = await api.asAdmin<{
        findBlogPosts: { items: { tags: string[]; status: string }[] };
        blogTags: string[];
      }>(
        `{ findBlogPosts(filter: { status: PUBLISHED, tag: "guides" }, limit: 100) { items { tags status } } blogTags }`,
      );
      expect(findBlogPosts.items.length).toBeGreaterThan(0);
      expect(findBlogPosts.items.every((post) => post.status === 'PUBLISHED' && post.tags.includes('guides'))).toBe(
        true,
      );
      expect(blogTags).toContain('guides');
    });
  });
});
