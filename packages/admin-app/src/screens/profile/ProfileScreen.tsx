import {
  TEXT_LIMITS,
  useAdminCore,
  useAuth,
  useChangePassword,
  useUpdateProfile,
  type FieldErrors,
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
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const leaving = useRef(false);
  const isDirty = draft.name !== saved.name || draft.email !== saved.email;

  async function save() {
    const problems = validateNameAndEmail(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const outcome = await updateProfile.run({ input: { name: draft.name.trim(), email: draft.email.trim() } });
    if (!outcome.ok) {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
      toaster.error('Your profile was not saved', outcome.message);
      return;
    }
    const { name, email } = outcome.data.updateProfile;
    setDraft({ name, email });
    setSaved({ name, email });
    const { user, setUser } = core.stores.auth.getState();
    if (user) setUser({ ...user, name, email });
    toaster.success('Profile saved');
  }

  return (
    <Card title="Details" aria-label="Details">
      <UnsavedChangesGuard isDirty={isDirty} leaving={leaving} />
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label="Name"
          isRequired
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
          maxLength={TEXT_LIMITS.name}
        />
        <TextField
          label="Email"
          type="email"
          isRequired
          value={draft.email}
          onChange={(email) => setDraft({ ...draft, email })}
          isInvalid={Boolean(errors.email)}
          errorMessage={errors.email}
        />
        <div>
          <Button type="submit" isPending={updateProfile.pending} isDisabled={!isDirty}>
            Save profile
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const emptyPasswords = { currentPassword: '', password: '', confirmPassword: '' };

function PasswordChange() {
  const toaster = useToaster();
  const changePassword = useChangePassword();
  const me = useAuth((auth) => auth.user);
  const [draft, setDraft] = useState(emptyPasswords);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save() {
    const problems = {
      ...(draft.currentPassword ? {} : { currentPassword: 'Enter your current password.' }),
      ...passwordProblems(draft.password, draft.confirmPassword, 'newPassword', me ?? {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const outcome = await changePassword.run({ currentPassword: draft.currentPassword, newPassword: draft.password });
    if (!outcome.ok) {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
      toaster.error('Your password was not changed', outcome.message);
      return;
    }
    setDraft(emptyPasswords);
    toaster.success('Password changed', 'Use the new password next time you sign in.');
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
          value={draft.currentPassword}
          onChange={(currentPassword) => setDraft({ ...draft, currentPassword })}
          isInvalid={Boolean(errors.currentPassword)}
          errorMessage={errors.currentPassword}
        />
        <PasswordFields
          label="New password"
          field="newPassword"
          password={draft.password}
          confirm={draft.confirmPassword}
          onPasswordChange={(password) => setDraft({ ...draft, password })}
          onConfirmChange={(confirmPassword) => setDraft({ ...draft, confirmPassword })}
          errors={errors}
          context={me ?? {}}
        />
        <div>
          <Button type="submit" isPending={changePassword.pending}>
            Change password
          </Button>
        </div>
      </Form>
    </Card>
  );
}
