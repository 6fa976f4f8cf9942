import {
  bindField,
  bindFormField,
  type FormFieldDefinition,
  userResource,
  useEntityForm,
  useAdminCore,
  useAuth,
  useChangePassword,
  useUpdateProfile,
} from '@deals/admin-core';
import { Button, Card, Form, PageHeader, Stack, TextField, useToaster } from '@deals/ui';
import { useRef, useState } from 'react';
import { UnsavedChangesGuard } from '../../kit/useUnsavedChangesGuard';
import { PasswordFields } from '../users/PasswordFields';
import { passwordProblems, validateNameAndEmail } from '../users/userValidation';

/** /profile: your own name and email, and a new password. */
export function ProfileScreen() {
  const user = useAuth((auth) => auth.user);
  return (
    <>
      <PageHeader title="Profile" subtitle="Your name, email and password" />
      <Stack>
        {user ? <ProfileDetails initial={{ name: user.name, email: user.email }} /> : null}
        <PasswordChange />
      </Stack>
    </>
  );
}

function ProfileDetails({ initial }: { initial: { name: string; email: string } }) {
  const core = useAdminCore();
  const toaster = useToaster();
  const updateProfile = useUpdateProfile();
  const leaving = useRef(false);
  // The person's own record through the form controller (drafts, field errors, nothing lost on failure); the API's
  // updateProfile takes no expectedVersion, so a save is last-write-wins.
  const form = useEntityForm({
    initial,
    validate: validateNameAndEmail,
    save: async (draft) => {
      const outcome = await updateProfile.run({ input: { name: draft.name.trim(), email: draft.email.trim() } });
      if (!outcome.ok) return outcome;
      const { name, email } = outcome.data.updateProfile;
      const { user, setUser } = core.stores.auth.getState();
      if (user) setUser({ ...user, name, email });
      return { ok: true };
    },
  });
  const field = (key: 'name' | 'email') => bindField(userResource.entity, form, key);

  async function save() {
    if (!form.check()) return;
    const outcome = await form.submit();
    if (!outcome.ok) toaster.error('Your profile was not saved', outcome.message);
    else toaster.success('Profile saved');
  }

  return (
    <Card title="Details" aria-label="Details">
      <UnsavedChangesGuard isDirty={form.isDirty} leaving={leaving} onLeave={form.discard} />
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField {...field('name')} />
        <TextField {...field('email')} type="email" />
        <div>
          <Button type="submit" isPending={form.pending} isDisabled={!form.isDirty}>
            Save profile
          </Button>
        </div>
      </Form>
    </Card>
  );
}

// `newPassword` is the API's name for it: a refusal of the new password comes back under that field.
const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The password change's fields: none is a user's field, so the form declares them. */
const PASSWORD_CHANGE = {
  currentPassword: { label: 'Current password', required: true },
  newPassword: { label: 'New password', required: true },
  confirmPassword: { label: 'Confirm new password', required: true },
} satisfies Record<keyof typeof emptyPasswords, FormFieldDefinition>;

/** A new password; after a change the form starts empty again (a fresh controller). */
function PasswordChange() {
  const [changes, setChanges] = useState(0);
  return <PasswordForm key={changes} onChanged={() => setChanges((count) => count + 1)} />;
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const toaster = useToaster();
  const changePassword = useChangePassword();
  const me = useAuth((auth) => auth.user);
  const form = useEntityForm({
    initial: emptyPasswords,
    validate: (draft) => ({
      ...(draft.currentPassword ? {} : { currentPassword: 'Enter your current password.' }),
      ...passwordProblems(draft.newPassword, draft.confirmPassword, 'newPassword', me ?? {}),
    }),
    save: ({ currentPassword, newPassword }) => changePassword.run({ currentPassword, newPassword }),
  });

  async function save() {
    if (!form.check()) return;
    const outcome = await form.submit();
    if (!outcome.ok) return toaster.error('Your password was not changed', outcome.message);
    toaster.success('Password changed', 'Use the new password next time you sign in.');
    onChanged();
  }

  return (
    <Card title="Password" aria-label="Password">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          {...bindFormField(form, 'currentPassword', PASSWORD_CHANGE.currentPassword)}
          type="password"
          autoComplete="current-password"
        />
        <PasswordFields
          password={bindFormField(form, 'newPassword', PASSWORD_CHANGE.newPassword)}
          confirm={bindFormField(form, 'confirmPassword', PASSWORD_CHANGE.confirmPassword)}
          context={me ?? {}}
        />
        <div>
          <Button type="submit" isPending={form.pending}>
            Change password
          </Button>
        </div>
      </Form>
    </Card>
  );
}
