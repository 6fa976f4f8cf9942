import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStates } from '../../docs/blocks/expectStates';
import { State, StateGrid } from '../../docs/blocks/StateGrid';
import { statesMeta } from '../../docs/blocks/statesMeta';
import { SafeHtml } from './SafeHtml';

const meta = { title: 'Data/SafeHtml', component: SafeHtml, ...statesMeta } satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { html: '' },
  render: () => (
    <StateGrid minColumnWidth={300}>
      <State name="Article">
        <SafeHtml
          label="Post preview"
          html="<h2>Weekend deals</h2><p>Up to <strong>60% off</strong> <a href='https://shop.example/deals'>garden furniture</a>.</p><blockquote><p>Prices checked every morning.</p></blockquote>"
        />
      </State>
      <State name="Hostile markup" note="Script, handlers and styles removed">
        <SafeHtml
          label="Defused preview"
          html="<p>Safe text</p><script>alert(1)</script><p style='color:red'>Styled</p>"
        />
      </State>
      <State name="Empty">
        <SafeHtml label="Empty preview" html="" />
      </State>
      <State name="Very long text">
        <SafeHtml
          label="Long preview"
          html="<p>Averyveryverylongwordwithoutanyspacesthatwouldotherwisepushthepreviewwiderthanitscolumn and more text after it.</p>"
        />
      </State>
    </StateGrid>
  ),
  play: ({ canvasElement }) =>
    expectStates(canvasElement, ['Article', 'Hostile markup', 'Empty', 'Very long text'], 'Article'),
};
