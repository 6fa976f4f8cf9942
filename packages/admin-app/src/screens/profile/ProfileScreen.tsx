import {
  bindField,
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

const emptyPasswords = { currentPassword: '', password: '', confirmPassword: '' };

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
      ...passwordProblems(draft.password, draft.confirmPassword, 'newPassword', me ?? {}),
    }),
    save: (draft) => changePassword.run({ currentPassword: draft.currentPassword, newPassword: draft.password }),
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
          label="Current password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={form.draft.currentPassword}
          onChange={(currentPassword) => form.set('currentPassword', currentPassword)}
          isInvalid={Boolean(form.errors.currentPassword)}
          errorMessage={form.errors.currentPassword}
        />
        <PasswordFields
          label="New password"
          field="newPassword"
          password={form.draft.password}
          confirm={form.draft.confirmPassword}
          onPasswordChange={(password) => form.set('password', password)}
          onConfirmChange={(confirmPassword) => form.set('confirmPassword', confirmPassword)}
          errors={form.errors}
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
