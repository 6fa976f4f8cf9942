import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { ImageInput } from '../ImageInput/ImageInput';
import { MetadataFieldset } from '../MetadataFieldset/MetadataFieldset';
import { MultiComboBox } from '../MultiComboBox/MultiComboBox';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { RichTextEditor } from '../RichText/RichTextEditor';
import { SortableList } from '../SortableList/SortableList';
import { Switch } from '../Switch/Switch';
import { expectFocusable, pasteEvent, ReadOnlyForm, tryToType } from './readOnlyStory';

/**
 * The rest of the controls in a read-only Form: switches, checkboxes and radios keep their state under clicks on
 * their labels and the space bar; pickers, images, lists and the editor offer nothing that would change them.
 */
const meta = {
  title: 'Forms/Read-only form, choices and lists',
  component: ReadOnlyForm,
  args: { children: null },
} satisfies Meta<typeof ReadOnlyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const changed = fn();

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#7635dc"/></svg>')}`;

export const TogglesKeepTheirState: Story = {
  render: () => (
    <ReadOnlyForm>
      <Switch isSelected onChange={changed}>
        Active
      </Switch>
      <Switch isSelected={false} onChange={changed}>
        Featured
      </Switch>
      <Checkbox isSelected onChange={changed}>
        Show on the home page
      </Checkbox>
      <RadioGroup
        label="Status"
        orientation="horizontal"
        value="DRAFT"
        onChange={changed}
        options={[
          { value: 'DRAFT', label: 'Draft' },
          { value: 'PUBLISHED', label: 'Published' },
        ]}
      />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    for (const toggle of [
      canvas.getByRole('switch', { name: 'Active' }),
      canvas.getByRole('switch', { name: 'Featured' }),
      canvas.getByRole('checkbox', { name: 'Show on the home page' }),
    ]) {
      const before = (toggle as HTMLInputElement).checked;
      await expect(toggle).toHaveAttribute('aria-readonly', 'true');
      await expectFocusable(toggle);
      // The label is what a person clicks; the space bar is what a keyboard presses.
      await userEvent.click(toggle.closest('label')!);
      await userEvent.keyboard(' ');
      await expect((toggle as HTMLInputElement).checked).toBe(before);
    }
    await expect(canvas.getByRole('radiogroup', { name: 'Status' })).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('Published'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await expect(changed).not.toHaveBeenCalled();
  },
};

const stores = ['Bolt Outlet', 'Harbor Market'].map((label, index) => ({ id: String(index + 1), label }));

export const PickersAndImagesOfferNothing: Story = {
  render: () => (
    <ReadOnlyForm>
      <MultiComboBox label="Stores" options={stores} selected={stores} onSelectedChange={changed} onSearch={changed} />
      <ImageInput
        label="Logo"
        value={image}
        onChange={changed}
        onUpload={async () => image}
        checkImageUrl={async () => ({ status: 'image' })}
        renderMediaPicker={() => null}
      />
      <ImageInput label="Banner" value={null} onChange={changed} checkImageUrl={async () => ({ status: 'image' })} />
    </ReadOnlyForm>
  ),
  play: async ({ canvas, canvasElement }) => {
    changed.mockClear();
    const search = canvas.getByRole('combobox', { name: 'Stores' });
    await expect(search).toHaveAttribute('readonly');
    await tryToType(search);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    const chosen = canvas.getByRole('grid', { name: 'Chosen stores' });
    await userEvent.click(within(chosen).getByRole('row', { name: 'Bolt Outlet' }));
    await userEvent.keyboard('{Delete}{Backspace}');
    await expect(within(chosen).getAllByRole('row')).toHaveLength(2);
    // No upload, media library, URL, remove, clear or options button anywhere.
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Banner' })).getByText('No image')).toBeVisible();
    await expect(changed).not.toHaveBeenCalled();
  },
};

const slides = [
  { id: 'a', title: 'Winter sale' },
  { id: 'b', title: 'New arrivals' },
];

export const ListKeepsItsOrder: Story = {
  render: () => (
    <ReadOnlyForm>
      <SortableList
        label="Slides"
        isRequired
        items={slides}
        textValue={(slide) => slide.title}
        renderItem={(slide) => <strong>{slide.title}</strong>}
        onReorder={changed}
        onRemove={changed}
      />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    const list = canvas.getByRole('grid', { name: 'Slides' });
    // Rows are reachable to read, in order, and nothing moves them: no handle, no buttons, no keyboard drag.
    await userEvent.click(within(list).getByRole('row', { name: 'Winter sale' }));
    await userEvent.keyboard('{ArrowDown}{Enter}{Alt>}{ArrowUp}{/Alt}{Delete}');
    await expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['1Winter sale', '2New arrivals']);
    await expect(within(list).queryAllByRole('button')).toEqual([]);
    await expect(canvas.getByText('Slides')).toHaveTextContent('Slides*');
    await expect(changed).not.toHaveBeenCalled();
  },
};

export const EditorIsReadable: Story = {
  render: () => (
    <ReadOnlyForm>
      <RichTextEditor
        label="Content"
        value="<h2>Five deals</h2><p>Picked by our editors.</p>"
        onChange={changed}
        checkImageUrl={async () => ({ status: 'image' })}
      />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    const editor = await canvas.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    // Reachable from the keyboard, to read and copy.
    await userEvent.tab();
    await expect(editor).toHaveFocus();
    const before = editor.innerHTML;
    await tryToType(editor);
    pasteEvent(editor);
    await expect(editor.innerHTML).toBe(before);
    await waitFor(() => expect(within(editor).getByRole('heading', { name: 'Five deals' })).toBeVisible());
    await expect(changed).not.toHaveBeenCalled();
  },
};

export const MetadataStaysPut: Story = {
  render: () => (
    <ReadOnlyForm>
      <MetadataFieldset
        value={{ title: 'Lumio deals', description: 'Daily checked deals.', keywords: ['lumio'], content: '' }}
        onChange={changed}
      />
    </ReadOnlyForm>
  ),
  play: async ({ canvas }) => {
    changed.mockClear();
    for (const box of canvas.getAllByRole('textbox')) {
      await expect(box).toHaveAttribute('readonly');
      await tryToType(box);
    }
    await expect(canvas.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Lumio deals');
    await expect(changed).not.toHaveBeenCalled();
  },
};
