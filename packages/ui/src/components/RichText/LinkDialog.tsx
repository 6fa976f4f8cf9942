import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';

const LINK_ADDRESS = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^\s]*)$/i;
export const linkAddressProblem =
  'Enter a web address (https://…), an email link (mailto:…) or a path on the site (/…).';

export interface LinkDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The selected link's address when editing one. */
  initialHref: string;
  /** A checked address, or null to remove the link. */
  onApply: (href: string | null) => void;
}

/** Adds, changes or removes the link on the selected text; only http(s), mailto and site paths are accepted. */
export function LinkDialog(props: LinkDialogProps) {
  // Remounted on each opening so the field starts from the selection's link.
  return props.isOpen ? <OpenLinkDialog {...props} /> : null;
}

function OpenLinkDialog({ onOpenChange, initialHref, onApply }: LinkDialogProps) {
  const formId = useId();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title={initialHref ? 'Edit link' : 'Add link'}
      isOpen
      onOpenChange={onOpenChange}
      isDismissable
      footer={
        <>
          {initialHref ? (
            <Button variant="ghost" onPress={() => onApply(null)}>
              Remove link
            </Button>
          ) : null}
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={!href.trim()}>
            Apply
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          const address = href.trim();
          if (LINK_ADDRESS.test(address)) onApply(address);
          else setError(linkAddressProblem);
        }}
      >
        <TextField
          label="Address"
          autoFocus
          value={href}
          onChange={(value) => {
            setHref(value);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error}
        />
      </form>
    </Dialog>
  );
}
