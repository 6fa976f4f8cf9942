import { bindFormField, useAuth, userResource, type UserRole } from '@deals/admin-core';
import { Select, Switch, TextField } from '@deals/ui';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { PasswordFields } from './PasswordFields';
import { confirmationProblem } from './userValidation';

interface UserDraft {
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  password: string;
  confirmPassword: string;
}

const emptyDraft: UserDraft = { name: '', email: '', role: 'EDITOR', active: true, password: '', confirmPassword: '' };

/** /users/new (with a first password) and /users/{id}/edit. Nobody changes their own role or deactivates themself. */
export function UserFormScreen() {
  const me = useAuth((auth) => auth.user);
  return (
    <ResourceFormRoute resource={userResource}>
      {({ id, record }) => {
        const isSelf = id !== undefined && id === me?.id;
        return (
          <ResourceFormPage<UserDraft>
            resource={userResource}
            basePath="/users"
            id={id}
            record={record}
            options={{
              draftOf: (loaded) => {
                const user = loaded as Partial<UserDraft> | undefined;
                return user
                  ? { ...emptyDraft, name: user.name!, email: user.email!, role: user.role!, active: user.active! }
                  : emptyDraft;
              },
              inputOf: ({ name, email, role, active, password }, mode) =>
                mode === 'create'
                  ? { name, email, role, active, password }
                  : { name, email, role, ...(isSelf ? {} : { active }) },
              validate: confirmationProblem,
            }}
          >
            {(form) => (
              <>
                <TextField {...form.field('name')} />
                <TextField {...form.field('email')} type="email" />
                <Select
                  {...form.choice('role')}
                  isDisabled={isSelf}
                  description={isSelf ? "You can't change your own role." : undefined}
                />
                {id ? null : (
                  <PasswordFields
                    password={form.field('password')}
                    confirm={bindFormField(form, 'confirmPassword', { label: 'Confirm password', required: true })}
                    context={form.draft}
                  />
                )}
                <Switch {...form.toggle('active')} isDisabled={isSelf}>
                  {isSelf ? "Active (you can't deactivate your own account)" : 'Active'}
                </Switch>
              </>
            )}
          </ResourceFormPage>
        );
      }}
    </ResourceFormRoute>
  );
}
