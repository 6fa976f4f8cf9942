import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  ...statesMeta,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const article =
  '<h2>Five deals worth waiting for</h2><p>Our editors picked the <strong>best discounts</strong> of the week.</p><ul><li>Headphones at 40% off</li></ul>';

export const States: Story = {
  args: { label: 'Content', value: '', onChange: ignore },
  render: () => (
    <StateGrid minColumnWidth={420}>
      <State name="Empty">
        <RichTextEditor label="Content" value="" onChange={ignore} description="Shown on the post's page." />
      </State>
      <State name="With content">
        <RichTextEditor label="Content" value={article} onChange={ignore} />
      </State>
      <State name="Invalid">
        <RichTextEditor
          label="Content"
          value=""
          onChange={ignore}
          isRequired
          errorMessage="A published post needs content."
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    // The editor's code arrives on demand: wait for all three before looking at them.
    await expect(await within(canvasElement).findAllByRole('textbox', {}, { timeout: 15_000 })).toHaveLength(3);
    await expectStates(canvasElement, ['Empty', 'With content', 'Invalid'], 'Empty');
  },
};
