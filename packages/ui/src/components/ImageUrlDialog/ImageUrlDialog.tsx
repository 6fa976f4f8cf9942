import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import { actions, form } from './ImageUrlDialog.css';

/** What the checker says about an address (admin-core's `checkImageUrl` has exactly this shape). */
export type ImageUrlVerdict =
  { status: 'image' } | { status: 'not-image' } | { status: 'invalid' | 'unreachable'; message: string };

export interface ImageUrlDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Checks the address (spec §5): valid http(s), then a HEAD request whose content type must be image/*. */
  checkImageUrl: (address: string) => Promise<ImageUrlVerdict>;
  /** Called with the confirmed image address; the dialog then closes. */
  onInsert: (address: string) => void;
  title?: string;
}

/**
 * Spec §2: the user enters an address; Insert is disabled while the field is empty and closes the dialog only when
 * the address is confirmed to be an image. The checker's message shows in the field's error slot; a non-image
 * content type shows nothing and keeps the dialog open.
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
  const [checking, setChecking] = useState(false);

  const reset = () => {
    setAddress('');
    setError(null);
    setChecking(false);
  };

  // Closing forgets the address and its message, so the dialog opens empty next time.
  const close = () => {
    reset();
    onOpenChange(false);
  };

  async function insert() {
    if (!address || checking) return;
    setChecking(true);
    setError(null);
    // Spec §5: an address with whitespace anywhere (ends included) is not valid, so it is checked as typed.
    const verdict = await checkImageUrl(address);
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
      isDismissable={!checking}
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
            setAddress(value);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error}
          autoFocus
          inputMode="url"
        />
        <div className={actions}>
          <Button variant="secondary" onPress={close} isDisabled={checking}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={!address} isPending={checking}>
            Insert
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
