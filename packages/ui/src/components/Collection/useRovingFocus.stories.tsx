import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type KeyboardEvent } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useRovingFocus } from './useRovingFocus';

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Coconut', 'Date'];

/**
 * The smallest collection on the hook: a list whose rows are its stops, one row holding a button. Up/Down, Home/End
 * move; Delete removes the focused row (as a refreshed page of rows would).
 */
function RovingList() {
  const [items, setItems] = useState(FRUITS);
  const ref = useRef<HTMLDivElement>(null);
  const move = (stop: string, event: KeyboardEvent) => {
    const index = items.indexOf(stop);
    const to =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    return items[to] ?? null;
  };
  const roving = useRovingFocus({
    ref,
    defaultStop: items[0] ?? null,
    hasStop: (stop) => items.includes(stop),
    move,
    onKey: (stop, event) => {
      if (event.key !== 'Delete') return false;
      setItems((was) => was.filter((item) => item !== stop));
      return true;
    },
    typeahead: { stops: () => items, textOf: (stop) => stop },
  });
  return (
    <>
      <button type="button">Before</button>
      <div ref={ref} role="grid" aria-label="Fruit" tabIndex={-1} {...roving.collectionProps}>
        {items.map((item) => (
          <div key={item} role="row" data-stop={item} tabIndex={roving.tabIndexOf(item)}>
            <span role="rowheader">{item}</span>
            {item === 'Banana' ? (
              <span role="gridcell">
                <button type="button" tabIndex={-1}>
                  Peel
                </button>
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <button type="button">After</button>
    </>
  );
}

const meta = { title: 'Data/useRovingFocus', component: RovingList } satisfies Meta<typeof RovingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop for the list: arrows and Home/End move it, Tab leaves in one step and comes back to where it was. */
export const ArrowsAndOneTabStop: Story = {
  play: async ({ canvas }) => {
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await expect(row('Apple')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(row('Cherry')).toHaveFocus();
    await expect(row('Cherry')).toHaveAttribute('tabindex', '0');
    await expect(row('Apple')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    await expect(row('Date')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row('Date')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(row('Banana')).toHaveFocus();
    // Tab leaves the whole list at once (not through the row's button), Shift+Tab comes back to the same row.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(row('Banana')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
  },
};

/** Typing finds a row by its first letters, from the focused row on; more letters refine the match. */
export const Typeahead: Story = {
  play: async ({ canvas }) => {
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await userEvent.click(row('Apple'));
    await userEvent.keyboard('c');
    await expect(row('Cherry')).toHaveFocus();
    await userEvent.keyboard('o');
    await expect(row('Coconut')).toHaveFocus();
    await expect(row('Coconut')).toHaveAttribute('tabindex', '0');
  },
};

/** The focused row leaves the page: the focus is not dropped on the body but goes to the first row. */
export const FocusSurvivesARemovedRow: Story = {
  play: async ({ canvas }) => {
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await userEvent.click(row('Cherry'));
    await expect(row('Cherry')).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^Cherry/ })).toBeNull());
    await waitFor(() => expect(row('Apple')).toHaveFocus());
    await expect(row('Apple')).toHaveAttribute('tabindex', '0');
  },
};
