import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import { actions, buttons, form, status } from './ImageUrlDialog.css';

const CHECKING_MESSAGE = 'Checking the address…';

/** What the checker says about an address (admin-core's `checkImageUrl` has exactly this shape). */
export type ImageUrlVerdict =
  | { status: 'image' }
  | { status: 'not-image' }
  | { status: 'cancelled' }
  | { status: 'invalid' | 'unreachable'; message: string };

export interface ImageUrlDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Checks the address (spec §5): valid http(s), then a HEAD request whose content type must be image/*, given up
   * after a time limit. `signal` aborts when the person cancels or edits the address; the check then stops its request.
   */
  checkImageUrl: (address: string, options: { signal: AbortSignal }) => Promise<ImageUrlVerdict>;
  /** Called with the confirmed image address; the dialog then closes. */
  onInsert: (address: string) => void;
  title?: string;
}

/**
 * Spec §2: the user enters an address; Insert is disabled while the field is empty and closes the dialog only when
 * the address is confirmed to be an image. The checker's message shows in the field's error slot; a non-image
 * content type shows nothing and keeps the dialog open. While the check runs, Insert is pending and a status says so;
 * Cancel (or Escape) stops it and closes, and editing the address stops it too.
 */
export function ImageUrlDialog({
  isOpen,
  onOpenChange,
  checkImageUrl,
  onInsert,
  title = 'Insert image from URL',
}: ImageUrlDialogProps) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const [checking, setChecking] = useState(false);

  const stopChecking = () => {
    running.current?.abort();
    running.current = null;
    setChecking(false);
  };
  // A dialog taken away mid-check (its screen left) stops its request.
  useEffect(() => () => running.current?.abort(), []);

  // Closing forgets the address and its message, so the dialog opens empty next time.
  const close = () => {
    stopChecking();
    setAddress('');
    setError(null);
    onOpenChange(false);
  };

  async function insert() {
    if (!address || running.current) return;
    const check = new AbortController();
    running.current = check;
    setChecking(true);
    setError(null);
    // Spec §5: an address with whitespace anywhere (ends included) is not valid, so it is checked as typed.
    const verdict = await checkImageUrl(address, { signal: check.signal });
    if (check.signal.aborted || verdict.status === 'cancelled') return;
    running.current = null;
    setChecking(false);
    if (verdict.status === 'image') {
      onInsert(address);
      close();
    } else if (verdict.status === 'invalid' || verdict.status === 'unreachable') {
      setError(verdict.message);
    }
  }

  return (
    <Dialog
      title={title}
      size="sm"
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <Form
        className={form}
        // The spec's own check decides what is a valid address, not the browser's url type.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void insert();
        }}
      >
        <TextField
          label="Image address"
          placeholder="https://…"
          value={address}
          onChange={(value) => {
            // The running check is about the address as it was: it stops, and Insert checks the new one.
            stopChecking();
            setAddress(value);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error}
          autoFocus
          inputMode="url"
        />
        <div className={actions}>
          {/* Always in the page, so a screen reader announces what appears in it. */}
          <p className={status} role="status">
            {checking ? CHECKING_MESSAGE : ''}
          </p>
          <div className={buttons}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={!address} isPending={checking}>
              Insert
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
