import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ImageUrlDialog, type ImageUrlVerdict } from './ImageUrlDialog';

const NOT_AN_IMAGE = 'The URL does not point to a valid image file.';

/** Mirrors the spec §5 check on a few known addresses, as admin-core's checkImageUrl would answer them. */
const verdicts: Record<string, ImageUrlVerdict> = {
  'https://images.example/tv.png': { status: 'image' },
  'https://example.com/article': { status: 'not-image' },
  'https://down.example/tv.png': { status: 'unreachable', message: NOT_AN_IMAGE },
};
/** An address that never answers: the check runs until it is stopped (as admin-core's stops its HEAD request). */
const SLOW = 'https://slow.example/tv.png';
/** One that answers after a moment with an error page: pending first, then nothing (spec §5: no message). */
const SLOW_PAGE = 'https://slow.example/missing';
/** One whose check gives up (admin-core's time limit, shortened here): pending first, then the spec's message. */
const TIMES_OUT = 'https://never.example/tv.png';

const untilAborted = (signal: AbortSignal) =>
  new Promise<ImageUrlVerdict>((resolve) => {
    signal.addEventListener('abort', () => resolve({ status: 'cancelled' }), { once: true });
  });
const after = (ms: number, verdict: ImageUrlVerdict) =>
  new Promise<ImageUrlVerdict>((resolve) => setTimeout(() => resolve(verdict), ms));

const checkImageUrl = fn(async (address: string, { signal }: { signal: AbortSignal }): Promise<ImageUrlVerdict> => {
  if (!/^https?:\/\/\S+$/i.test(address)) return { status: 'invalid', message: 'Please enter a valid URL.' };
  if (address === SLOW) return untilAborted(signal);
  if (address === SLOW_PAGE) return after(400, { status: 'not-image' });
  if (address === TIMES_OUT) return after(400, { status: 'unreachable', message: NOT_AN_IMAGE });
  return verdicts[address] ?? { status: 'unreachable', message: NOT_AN_IMAGE };
});

/** The signal the dialog handed to its latest check. */
const lastSignal = () => checkImageUrl.mock.calls.at(-1)?.[1].signal;

function Demo({ onInsert }: { onInsert: (address: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [inserted, setInserted] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add image by URL
      </Button>
      {inserted ? <p>Inserted: {inserted}</p> : null}
      <ImageUrlDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        checkImageUrl={checkImageUrl}
        onInsert={(address) => {
          setInserted(address);
          onInsert(address);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ImageUrlDialog',
  component: ImageUrlDialog,
  args: { isOpen: false, onOpenChange: fn(), onInsert: fn(), checkImageUrl },
  render: (args) => <Demo onInsert={args.onInsert} />,
} satisfies Meta<typeof ImageUrlDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const screen = within(canvasElement.ownerDocument.body);
  await userEvent.click(screen.getByRole('button', { name: 'Add image by URL' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert image from URL' });
  const input = within(dialog).getByRole('textbox', { name: 'Image address' });
  await waitFor(() => expect(input).toHaveFocus());
  return { screen, dialog, input, insert: within(dialog).getByRole('button', { name: /Insert/ }) };
}

export const InsertsAConfirmedImage: Story = {
  play: async ({ canvasElement, args }) => {
    const { screen, input, insert } = await open(canvasElement);
    await expect(insert).toBeDisabled();
    await userEvent.type(input, 'https://images.example/tv.png');
    await expect(insert).toBeEnabled();
    await userEvent.click(insert);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onInsert).toHaveBeenCalledWith('https://images.example/tv.png');
    await expect(screen.getByText('Inserted: https://images.example/tv.png')).toBeVisible();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await open(canvasElement);
    await userEvent.type(input, 'not a url{Enter}');
    await expect(await within(dialog).findByText('Please enter a valid URL.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

export const UnreachableAddress: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, 'https://down.example/tv.png');
    await userEvent.click(insert);
    await expect(await within(dialog).findByText('The URL does not point to a valid image file.')).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

export const NotAnImageShowsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, 'https://example.com/article');
    await userEvent.click(insert);
    await waitFor(() => expect(insert).not.toHaveAttribute('data-pending'));
    await expect(dialog).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).queryByText(/valid/)).not.toBeInTheDocument();
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

export const EditingClearsTheError: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await open(canvasElement);
    await userEvent.type(input, 'nope{Enter}');
    await within(dialog).findByText('Please enter a valid URL.');
    await userEvent.type(input, 's');
    await expect(within(dialog).queryByText('Please enter a valid URL.')).not.toBeInTheDocument();
  },
};

/** Spec §5: whitespace anywhere, the ends included, is not a valid address — the address is not trimmed first. */
export const WhitespaceIsInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, ' https://images.example/tv.png ');
    await userEvent.click(insert);
    await expect(await within(dialog).findByText('Please enter a valid URL.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

/** Cancel forgets the address and its message: the dialog opens empty next time, Insert disabled. */
export const CancelClearsTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement);
    await userEvent.type(first.input, 'nope{Enter}');
    await within(first.dialog).findByText('Please enter a valid URL.');
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = await open(canvasElement);
    await expect(second.input).toHaveValue('');
    await expect(within(second.dialog).queryByText('Please enter a valid URL.')).not.toBeInTheDocument();
    await expect(second.insert).toBeDisabled();
  },
};

/** While the check runs, Insert is pending and a status says so; Cancel stays usable, stops the request and closes. */
export const ChecksVisiblyAndCanBeCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const { screen, dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, SLOW);
    await userEvent.click(insert);
    await waitFor(() => expect(insert).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Checking the address…');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(lastSignal()?.aborted).toBe(true);
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

/** Escape stops the check too. */
export const EscapeStopsTheCheck: Story = {
  play: async ({ canvasElement }) => {
    const { screen, input, insert } = await open(canvasElement);
    await userEvent.type(input, SLOW);
    await userEvent.click(insert);
    await waitFor(() => expect(insert).toHaveAttribute('data-pending', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(lastSignal()?.aborted).toBe(true);
  },
};

/** Editing the address stops the check of the old one; Insert checks the new one. */
export const EditingStopsTheCheck: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, SLOW);
    await userEvent.click(insert);
    await waitFor(() => expect(insert).toHaveAttribute('data-pending', 'true'));
    const first = lastSignal();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://images.example/tv.png');
    await expect(first?.aborted).toBe(true);
    await expect(insert).not.toHaveAttribute('data-pending');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await userEvent.click(insert);
    await waitFor(() => expect(args.onInsert).toHaveBeenCalledWith('https://images.example/tv.png'));
  },
};

/** An address that answers slowly with a page: pending while it runs, then — spec §5 — nothing happens, no message. */
export const SlowPageShowsPendingThenNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, SLOW_PAGE);
    await userEvent.click(insert);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Checking the address…');
    await waitFor(() => expect(insert).not.toHaveAttribute('data-pending'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(dialog).toBeVisible();
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

/** A check that gives up ends with the spec's failure message, and Insert may be pressed again. */
export const GivenUpCheckSaysWhy: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, TIMES_OUT);
    await userEvent.click(insert);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Checking the address…');
    await expect(await within(dialog).findByText(NOT_AN_IMAGE)).toBeVisible();
    await expect(insert).not.toHaveAttribute('data-pending');
    await expect(insert).toBeEnabled();
  },
};

/** What a person sees while an address is being checked. */
export const StillChecking: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input, insert } = await open(canvasElement);
    await userEvent.type(input, SLOW);
    await userEvent.click(insert);
    await waitFor(() => expect(insert).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Checking the address…');
  },
};
