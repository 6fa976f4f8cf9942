import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { Thumbnail } from './Thumbnail';

const meta = { title: 'Data/Thumbnail', component: Thumbnail, ...statesMeta } satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#7635dc"/></svg>')}`;
const wide = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><rect width="240" height="60" fill="#17753b"/></svg>')}`;

export const States: Story = {
  args: { src: null },
  render: () => (
    <StateGrid minColumnWidth={140}>
      <State name="With image">
        <Thumbnail src={logo} />
      </State>
      <State name="Wide image" note="Fitted inside the square">
        <Thumbnail src={wide} />
      </State>
      <State name="No image" note="A neutral placeholder">
        <Thumbnail src={null} />
      </State>
      <State name="Broken address" note="Falls back to the placeholder">
        <Thumbnail src="data:image/png;base64,broken" />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['With image', 'Wide image', 'No image', 'Broken address'], 'With image'),
};
