import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { MediaGrid, type MediaGridProps, type MediaItem } from './MediaGrid';
import { MediaLibrary } from './MediaLibrary';
import { UploadDropZone } from './UploadDropZone';

const meta = { title: 'Data/MediaLibrary', component: MediaLibrary, ...statesMeta } satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

const colours = ['#7635dc', '#1f5fbf', '#17753b'];
const files: MediaItem[] = colours.map((colour, index) => {
  const picture = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/></svg>`)}`;
  const name = `deal-${index + 1}.png`;
  return { fileId: `f${index + 1}`, name, url: picture, thumbnail: picture, filePath: `/products/${name}` };
});
const ignore = () => undefined;
const grid = (props: Partial<MediaGridProps>) => (
  <MediaGrid
    aria-label="Files in /products"
    items={files}
    state={{ status: 'success' }}
    selectedKeys={new Set()}
    onSelectionChange={ignore}
    {...props}
  />
);

export const States: Story = {
  args: {
    items: [],
    state: { status: 'success' },
    selectedKeys: new Set(),
    onSelectionChange: ignore,
    folder: '/',
    folders: [],
    onFolderChange: ignore,
    sort: 'DESC_CREATED',
    onSortChange: ignore,
  },
  render: () => (
    <StateGrid minColumnWidth={360}>
      <State name="Files">{grid({})}</State>
      <State name="Selected" note="Checked tile, primary frame">
        {grid({ selectedKeys: new Set(['f2']) })}
      </State>
      <State name="Loading">{grid({ state: { status: 'loading' } })}</State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Files', 'Selected', 'Loading'], 'Files'),
};

/** When there is nothing to show, or something went wrong, and uploads on their way. */
export const MoreStates: Story = {
  name: 'More states',
  args: States.args,
  render: () => (
    <StateGrid minColumnWidth={360}>
      <State name="Error" note="The API's message, and Try again">
        {grid({ items: [], state: { status: 'error', message: 'The media service did not answer.', retry: ignore } })}
      </State>
      <State name="Empty folder">{grid({ items: [], emptyText: 'No files in this folder yet.' })}</State>
      <State name="Uploading" note="Each file its own progress and message">
        <UploadDropZone
          onFiles={ignore}
          uploads={[
            { id: 'u1', name: 'autumn-banner.png', progress: 0.6, status: 'uploading' },
            { id: 'u2', name: 'logo.png', progress: 1, status: 'done' },
            {
              id: 'u3',
              name: 'huge-photo.png',
              progress: 0.2,
              status: 'failed',
              error: 'The file is larger than 10 MB.',
            },
          ]}
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Error', 'Empty folder', 'Uploading'], 'Empty folder'),
};
