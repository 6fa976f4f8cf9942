import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANITIZE_EXAMPLES } from '@deals/domain/testing';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

const meta = {
  title: 'Data/SafeHtml',
  component: SafeHtml,
  args: {
    label: 'Post preview',
    html: '<h2>Weekend deals</h2><p>Up to <strong>60% off</strong> <a href="https://shop.example/deals">garden furniture</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekend deals' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'garden furniture' })).toHaveAttribute(
      'href',
      'https://shop.example/deals',
    );
  },
};

export const StoredXssNeverRuns: Story = {
  args: {
    html: '<p>Safe text</p><img src="x" alt="" onerror="window.__safeHtmlXss = 1"><script>window.__safeHtmlXss = 2</script><a href="javascript:window.__safeHtmlXss = 3">Trap</a><p style="position:fixed;inset:0">Overlay</p>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('[onerror], script, [style]')).toBeNull();
    await expect(canvas.getByText('Trap')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as { __safeHtmlXss?: number }).__safeHtmlXss).toBeUndefined();
  },
};

/** The allow-list the API stores posts by (`HTML_ALLOW_LIST`): every shared example cleans here exactly as there. */
export const SameAllowListAsTheApi: Story = {
  args: { html: SANITIZE_EXAMPLES.map((example) => example.html).join('') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Deals' })).toBeVisible();
    for (const example of SANITIZE_EXAMPLES) {
      await expect({ example: example.name, clean: sanitizeHtml(example.html) }).toEqual({
        example: example.name,
        clean: example.clean,
      });
    }
  },
};
