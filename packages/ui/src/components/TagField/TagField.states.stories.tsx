import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { TagField, type TagFieldProps } from './TagField';

const meta = { title: 'Forms/TagField', component: TagField, ...statesMeta } satisfies Meta<typeof TagField>;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => undefined;
const field = (props: Partial<TagFieldProps>) => (
  <TagField label="Keywords" value={[]} onChange={ignore} description="Enter or comma adds a keyword." {...props} />
);

export const States: Story = {
  args: { label: 'Keywords', value: [], onChange: ignore },
  render: () => (
    <StateGrid minColumnWidth={240}>
      <State name="Default">{field({})}</State>
      <State name="With tags">{field({ value: ['tv', 'oled', '4k'] })}</State>
      <State name="Tag focus visible" force="focus-visible" target="[role='row']">
        {field({ value: ['tv', 'oled', '4k'] })}
      </State>
      <State name="Invalid">
        {field({ value: ['tv'], errorMessage: 'Each keyword must be 60 characters or fewer.' })}
      </State>
      <State name="At the limit" note="One more is refused with this message">
        {field({ value: ['tv', 'oled'], maxTags: 2, errorMessage: 'At most 2 entries.' })}
      </State>
      <State name="Very long text">
        {field({ value: ['a keyword that goes on for quite a while before it ends', 'oled'] })}
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStates(
      canvasElement,
      ['Default', 'With tags', 'Tag focus visible', 'Invalid', 'At the limit', 'Very long text'],
      'With tags',
    );
    await expect(canvasElement.querySelector('[data-state="Invalid"] input')).toHaveAttribute('aria-invalid', 'true');
  },
};
