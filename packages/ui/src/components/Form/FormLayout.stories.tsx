import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { FormColumns } from './FormColumns';

const FIELDS = [
  'Title',
  'Slug',
  'Price',
  'Sale price',
  'Deal URL',
  'Brand',
  'Category',
  'Store',
  'SEO title',
  'Keywords',
];

/** A product-sized form: more fields than fit in a window, a side panel, and Save / Cancel in the sticky bar. */
function ProductSizedForm() {
  return (
    <Form width="wide" onSubmit={(event) => event.preventDefault()}>
      <FormColumns
        aside={
          <Card title="Publishing">
            <Switch>Active</Switch>
            <Switch>Featured</Switch>
          </Card>
        }
      >
        {FIELDS.map((label) => (
          <TextField key={label} label={label} description="What shoppers see on the deal page." />
        ))}
      </FormColumns>
      <FormActions>
        <Button type="submit">Save changes</Button>
        <Button variant="ghost">Cancel</Button>
      </FormActions>
    </Form>
  );
}

const meta = { title: 'Forms/Form layout', component: ProductSizedForm } satisfies Meta<typeof ProductSizedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = {
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } } } },
  globals: { viewport: { value: 'phone' } },
};

const rect = (element: Element) => element.getBoundingClientRect();

/** Wide screen: the side panel sits beside the fields, and Save is in the window while the last fields are not. */
export const WideWithSidePanel: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    const panel = canvas.getByRole('heading', { name: 'Publishing' });
    await expect(rect(panel).left).toBeGreaterThan(rect(title).right);
    await expect(rect(panel).top).toBeLessThan(rect(title).bottom);
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(rect(canvas.getByRole('textbox', { name: 'Keywords' })).top).toBeGreaterThan(window.innerHeight);
    await expect(rect(save).bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(rect(save).top).toBeGreaterThan(0);
  },
};

/**
 * Phone: one full-width column (the panel below the fields), and a field reached with Tab is never hidden under the
 * sticky Save bar.
 */
export const PhoneOneColumnFocusedFieldsStayAboveTheBar: Story = {
  ...PHONE,
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(rect(title).width).toBeGreaterThan(rect(form).width - 2);
    const panel = canvas.getByRole('heading', { name: 'Publishing' });
    await expect(rect(panel).top).toBeGreaterThan(rect(canvas.getByRole('textbox', { name: 'Keywords' })).bottom);
    const bar = canvasElement.querySelector('[data-form-actions]')!;
    title.focus();
    for (const label of FIELDS.slice(1)) {
      await userEvent.tab();
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toHaveFocus();
      await waitFor(() => expect(rect(field).bottom).toBeLessThanOrEqual(rect(bar).top));
      await expect(rect(field).top).toBeGreaterThanOrEqual(0);
    }
  },
};

/**
 * In a card (an import's step, a settings panel): the action bar takes the card's colour, so it reads as the card's
 * last row, not a band of the page's background across it (seen in light and, darker still, in dark).
 */
export const ActionsInACard: Story = {
  render: () => (
    <Card title="1. Choose the file">
      <Form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Feed name" description="Its column mapping is saved under this name." />
        <FormActions>
          <Button type="submit">Upload and map columns</Button>
        </FormActions>
      </Form>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-form-actions]')!;
    const card = bar.closest('section')!;
    await expect(getComputedStyle(bar).backgroundColor).toBe(getComputedStyle(card).backgroundColor);
  },
};
