import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { ImageInput, type ImageInputProps } from './ImageInput';

const meta = { title: 'Forms/ImageInput', component: ImageInput, ...statesMeta } satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#7635dc"/></svg>')}`;
const ignore = () => undefined;
const checkImageUrl = async () => ({ status: 'image' }) as const;
const upload = async () => logo;
const input = (props: Partial<ImageInputProps>) => (
  <ImageInput
    label="Brand logo"
    value={null}
    onChange={ignore}
    checkImageUrl={checkImageUrl}
    onUpload={upload}
    {...props}
  />
);

export const States: Story = {
  args: { label: 'Brand logo', value: null, onChange: ignore, checkImageUrl },
  render: () => (
    <StateGrid minColumnWidth={360}>
      <State name="Empty" note="Upload, or From URL (and Media library when the app gives one)">
        {input({})}
      </State>
      <State name="With an image" note="Preview, address, Remove">
        {input({ value: logo })}
      </State>
      <State name="Invalid" note="The form's or the upload's message">
        {input({ errorMessage: 'Upload failed: Request to upload endpoint failed due to network error' })}
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) => expectStates(canvasElement, ['Empty', 'With an image', 'Invalid'], 'Empty'),
};
