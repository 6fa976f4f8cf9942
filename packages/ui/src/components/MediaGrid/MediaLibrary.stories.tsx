import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { MediaItem } from './MediaGrid';
import { MediaLibrary, type MediaSort } from './MediaLibrary';
import type { UploadProgress } from './UploadDropZone';

const colors = ['#7635dc', '#1f5fbf', '#17753b', '#c62a2a', '#8a5a00', '#0f766e'];
/** Inline SVG thumbnails: stories never reach the network. */
const thumbnail = (label: string, index: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colors[index % colors.length]}"/><text x="80" y="68" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const makeFiles = (count: number, folder = '/products'): MediaItem[] =>
  Array.from({ length: count }, (_, index) => {
    const name = `deal-${String(index + 1).padStart(4, '0')}.png`;
    return {
      fileId: `f${index + 1}`,
      name,
      url: thumbnail(String(index + 1), index),
      thumbnail: thumbnail(String(index + 1), index),
      filePath: `${folder}/${name}`,
    };
  });

const onDelete = fn();
const onFolderChange = fn();
const onFiles = fn();

function Demo({
  count,
  state = 'success',
  uploads = [],
  folders = ['/products/tv', '/products/audio'],
}: {
  count: number;
  state?: 'success' | 'loading' | 'error';
  uploads?: UploadProgress[];
  folders?: string[];
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<MediaSort>('DESC_CREATED');
  const files = makeFiles(count);
  return (
    <MediaLibrary
      items={files}
      state={state === 'error' ? { status: 'error', message: 'The media service did not answer.' } : { status: state }}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      folder="/products"
      folders={folders}
      onFolderChange={onFolderChange}
      sort={sort}
      onSortChange={setSort}
      upload={{ onFiles, uploads }}
      bulkActions={(ids) => (
        <Button size="sm" variant="danger" icon={<Trash2 size={16} />} onPress={() => onDelete(ids)}>
          Delete
        </Button>
      )}
    />
  );
}

const meta = { title: 'Data/MediaLibrary', component: Demo, args: { count: 24 } } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAndDelete: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Files in /products' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(4));
    const tiles = within(grid).getAllByRole('row');
    await userEvent.click(within(tiles[0]!).getByRole('checkbox'));
    await userEvent.click(within(tiles[2]!).getByRole('checkbox'));
    const bar = canvas.getByRole('toolbar', { name: 'Selected files' });
    await expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledWith(['f1', 'f3']);
  },
};

export const RangeAndSelectAllFromTheKeyboard: Story = {
  play: async ({ canvas }) => {
    // The virtualizer loads with the first long list.
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(4));
    const tiles = within(grid).getAllByRole('row');
    // One user-event session, so held modifier keys apply to what follows.
    const user = userEvent.setup();
    await user.click(tiles[0]!);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('toolbar', { name: 'Selected files' })).toHaveTextContent('4 selected');
    await user.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByRole('toolbar', { name: 'Selected files' })).toHaveTextContent('24 selected');
  },
};

export const FoldersAndSort: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'tv' }));
    await expect(onFolderChange).toHaveBeenCalledWith('/products/tv');
    await userEvent.click(canvas.getByRole('link', { name: 'All files' }));
    await expect(onFolderChange).toHaveBeenLastCalledWith('/');
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Name A–Z' }));
    await expect(canvas.getByRole('button', { name: /Name A–Z/ })).toBeVisible();
  },
};

export const UploadWithProgressAndErrors: Story = {
  args: {
    uploads: [
      { id: '1', name: 'hero.png', progress: 0.45, status: 'uploading' },
      { id: '2', name: 'logo.png', progress: 1, status: 'done' },
      {
        id: '3',
        name: 'notes.txt',
        progress: 0,
        status: 'failed',
        error: 'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF or SVG).',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading hero.png' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only image files can be uploaded');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(onFiles).toHaveBeenCalledWith([file]);
  },
};

/** Images dragged in from the desktop: the zone lights up while they are over it and hands them over on the drop. */
export const DropImagesFromTheDesktop: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Upload images' });
    const image = new File(['png'], 'hero.png', { type: 'image/png' });
    const drag = (type: string) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(image);
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    };
    drag('dragenter');
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    drag('drop');
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'hero.png' })]));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
  },
};

/**
 * What a person sees of a virtualized grid: no tile drawn over another, and no more tiles in the DOM than about two
 * screens of them (a tile measured before its lazy thumbnail loaded once packed the rows, so three times as many
 * tiles were rendered, overlapping).
 */
async function expectTilesLaidOutOnce(grid: HTMLElement) {
  const boxes = within(grid)
    .getAllByRole('row')
    .map((row) => row.getBoundingClientRect());
  for (const [index, box] of boxes.entries()) {
    const overlapping = boxes.filter(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.left < box.right - 1 &&
        box.left < other.right - 1 &&
        other.top < box.bottom - 1 &&
        box.top < other.bottom - 1,
    );
    await expect(overlapping).toHaveLength(0);
  }
  const columns = new Set(boxes.map((box) => Math.round(box.left))).size;
  const screens = 2;
  const rowsInView = Math.ceil((grid.clientHeight / boxes[0]!.height) * screens);
  await expect(boxes.length).toBeLessThanOrEqual(columns * rowsInView);
}

export const FiveThousandFilesStayVirtualized: Story = {
  args: { count: 5000 },
  play: async ({ canvas }) => {
    // The virtualizer loads with the first long list.
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(4));
    await expectTilesLaidOutOnce(grid);
    // Arrow keys follow the virtualizer's layout: Down goes to the tile below, in the same column.
    const [first] = within(grid).getAllByRole('row');
    first!.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    const below = grid.ownerDocument.activeElement!.getBoundingClientRect();
    await expect(below.left).toBeCloseTo(first!.getBoundingClientRect().left, 0);
    await expect(below.top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await user.keyboard('{Escape}');
    grid.scrollTop = 40_000;
    await waitFor(() => expect(within(grid).queryByText('deal-0001.png')).toBeNull());
    await expectTilesLaidOutOnce(grid);
    grid.scrollTop = 200_000;
    await waitFor(() => expect(within(grid).getByText('deal-5000.png')).toBeInTheDocument());
    await expectTilesLaidOutOnce(grid);
  },
};

/**
 * The keyboard across a window of 5,000 files: End reaches the last file (scrolled into view, focused and selected),
 * Shift+Home selects back to the first, Ctrl+arrows move without selecting, and the DOM keeps to the rows in view.
 */
export const KeyboardAcrossTheWindow: Story = {
  args: { count: 5000 },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(4));
    const user = userEvent.setup();
    await user.click(within(grid).getByRole('row', { name: /deal-0001/ }));
    await user.keyboard('{End}');
    const last = await within(grid).findByRole('row', { name: /deal-5000/ });
    await waitFor(() => expect(last).toHaveFocus());
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Selected files' })).toHaveTextContent('1 selected');
    await expect(within(grid).queryByRole('row', { name: /deal-0001/ })).toBeNull();
    await expectTilesLaidOutOnce(grid);

    await user.keyboard('{Control>}{ArrowLeft}{ArrowLeft}{/Control}');
    await expect(within(grid).getByRole('row', { name: /deal-4998/ })).toHaveFocus();
    await expect(canvas.getByRole('toolbar', { name: 'Selected files' })).toHaveTextContent('1 selected');
    await user.keyboard(' ');
    await expect(canvas.getByRole('toolbar', { name: 'Selected files' })).toHaveTextContent('2 selected');
    await user.keyboard('{Shift>}{Home}{/Shift}');
    await waitFor(() => expect(within(grid).getByRole('row', { name: /deal-0001/ })).toHaveFocus());
    await expect(canvas.getByRole('toolbar', { name: 'Selected files' })).toHaveTextContent('4998 selected');
    await user.keyboard('{Escape}');
    await expect(canvas.queryByRole('toolbar', { name: 'Selected files' })).toBeNull();
  },
};

/** Click selects one, Shift+click a range, Ctrl+click adds one; a double-click acts on a tile. */
export const SelectWithThePointer: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Files in /products' });
    const tile = (name: string) => within(grid).getByRole('row', { name: new RegExp(name) });
    const user = userEvent.setup();
    await user.click(tile('deal-0002'));
    await user.keyboard('{Shift>}');
    await user.click(tile('deal-0005'));
    await user.keyboard('{/Shift}');
    const bar = canvas.getByRole('toolbar', { name: 'Selected files' });
    await expect(bar).toHaveTextContent('4 selected');
    await user.keyboard('{Control>}');
    await user.click(tile('deal-0009'));
    await user.keyboard('{/Control}');
    await expect(bar).toHaveTextContent('5 selected');
    await user.click(tile('deal-0007'));
    await expect(bar).toHaveTextContent('1 selected');
    await expect(tile('deal-0007')).toHaveAttribute('aria-selected', 'true');
  },
};

/** No folders and no files: one message across the whole library, not squeezed into the first tile's column. */
export const Empty: Story = {
  args: { count: 0, folders: [] },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('No files in this folder');
    await expect(message).toBeVisible();
    const grid = canvas.getByRole('grid');
    // The empty state is centred in the whole box, not in the first tile's 150 px column.
    const box = grid.getBoundingClientRect();
    const middle = message.getBoundingClientRect().left + message.getBoundingClientRect().width / 2;
    await expect(Math.abs(middle - (box.left + box.width / 2))).toBeLessThan(8);
  },
};

/** Only folders here: they are the places to open; no "No files" under them. */
export const OnlyFolders: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    const folders = canvas.getByRole('group', { name: 'Folders' });
    await expect(within(folders).getByRole('button', { name: 'tv' })).toBeVisible();
    await expect(canvas.queryByText('No files in this folder')).toBeNull();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: /Loading/ })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The media service did not answer.');
  },
};
