import { Button, DisabledAction, FormActions, LinkButton } from '@deals/ui';
import { Lock } from 'lucide-react';

/** Save (or why not) and Cancel; Save waits for a change on an edit. */
export function FormFooter({
  noun,
  editing,
  saveRefusal,
  pending,
  isDirty,
  listHref,
}: {
  noun: string;
  editing: boolean;
  saveRefusal: string | null;
  pending: boolean;
  isDirty: boolean;
  listHref: string;
}) {
  const label = editing ? 'Save changes' : `Create ${noun.toLowerCase()}`;
  return (
    <FormActions>
      {saveRefusal ? (
        <DisabledAction reason={saveRefusal} icon={<Lock size={16} />}>
          {label}
        </DisabledAction>
      ) : (
        <>
          <Button type="submit" isPending={pending} isDisabled={editing && !isDirty}>
            {label}
          </Button>
          {/* Back to the list; the unsaved-changes guard asks first when something was typed. */}
          <LinkButton variant="ghost" href={listHref}>
            Cancel
          </LinkButton>
        </>
      )}
    </FormActions>
  );
}
