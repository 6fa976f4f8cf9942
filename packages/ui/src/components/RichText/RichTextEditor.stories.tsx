import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { RichTextEditor } from './RichTextEditor';

const picked = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#7635dc"/></svg>')}`;

const article =
  '<h2>Five deals worth waiting for</h2><p>Our editors picked the <strong>best discounts</strong> of the week.</p><ul><li>Headphones at 40% off</li><li>Coffee machines from €59</li></ul><blockquote><p>Prices checked every morning.</p></blockquote>';

function Demo({
  initial,
  onChange,
  errorMessage,
}: {
  initial: string;
  onChange: (html: string) => void;
  errorMessage?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Content"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
      errorMessage={errorMessage}
      renderMediaPicker={({ isOpen, onOpenChange, onPick }) => (
        <Dialog title="Media library" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
          <Button onPress={() => onPick(picked)}>Pick banner.svg</Button>
        </Dialog>
      )}
    />
  );
}

const meta = {
  title: 'Forms/RichTextEditor',
  component: Demo,
  args: { initial: article, onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's code loads on demand: wait for it longer than for a plain element. */
const editorOf = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });

export const Article: Story = {
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(within(editor).getByRole('heading', { name: 'Five deals worth waiting for' })).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Content formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

export const Formatting: Story = {
  args: { initial: '' },
  play: async ({ canvas, args }) => {
    const editor = await editorOf(canvas);
    // Toolbar buttons hand the focus back to the text (on the next frame) so typing goes on where it was.
    const press = async (name: string) => {
      await userEvent.click(canvas.getByRole('button', { name }));
      await waitFor(() => expect(editor).toHaveFocus());
    };
    await userEvent.click(editor);
    await userEvent.keyboard('Summer picks');
    await press('Heading');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<h2>Summer picks</h2>'));
    await expect(canvas.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await press('Bold');
    await userEvent.keyboard('Hot');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<h2>Summer picks</h2><p><strong>Hot</strong></p>'),
    );
    await press('Undo');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.not.stringContaining('Hot')));
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeEnabled();
  },
};

export const AddALink: Story = {
  args: { initial: '<p>Shop now</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    const editor = await editorOf(canvas);
    // Select the paragraph with the editor's own Mod-a, not a triple click: ProseMirror counts
    // clicks within 500 ms, which a busy machine misses, leaving only a word selected.
    await userEvent.click(within(editor).getByText('Shop now'));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add link' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(
      dialog.getByText('Enter a web address (https://…), an email link (mailto:…) or a path on the site (/…).'),
    ).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '/sales/black-friday{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="/sales/black-friday">Shop now</a></p>',
      ),
    );
  },
};

export const ImageFromTheMediaLibrary: Story = {
  args: { initial: '<p>Before the image</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    await editorOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Image from the media library' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Pick banner.svg' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^<img src="data:.*<p>Before the image<\/p>$/),
      ),
    );
    // The picker has gone before the page is compared with its screenshot.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const HostileContentIsDefused: Story = {
  args: {
    initial:
      '<p>Deal<img src="x" onerror="window.__xss = 1"></p><script>window.__xss = 2</script><p><a href="javascript:window.__xss = 3">Click</a></p>',
  },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(within(editor).getByText('Click')).toBeVisible();
    await expect(editor.querySelector('[onerror]')).toBeNull();
    await expect(editor.querySelector('script')).toBeNull();
    await expect(within(editor).getByText('Click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

export const WithAnError: Story = {
  args: { initial: '', errorMessage: 'Write the post before publishing it.' },
  play: async ({ canvas }) => {
    const editor = await editorOf(canvas);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write the post before publishing it.');
  },
};
