import {
  createOrUpdate,
  TEXT_LIMITS,
  useAuth,
  useCreateUser,
  useUpdateUser,
  useUserById,
  type UserRole,
} from '@deals/admin-core';
import { Select, Switch, TextField } from '@deals/ui';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { PasswordFields } from './PasswordFields';
import { userProblems } from './userValidation';
import { roleOptions } from './roles';

interface UserDraft {
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  password: string;
  confirmPassword: string;
}

const emptyDraft: UserDraft = { name: '', email: '', role: 'EDITOR', active: true, password: '', confirmPassword: '' };
/** /users/new (with a first password) and /users/{id}/edit. */
export function UserFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useUserById}
      label="the user"
      empty={emptyDraft}
      draftOf={({ name, email, role, active }) => ({ name, email, role, active, password: '', confirmPassword: '' })}
      form={UserForm}
    />
  );
}

function UserForm({ id, initial }: { id?: string; initial: UserDraft }) {
  const me = useAuth((auth) => auth.user);
  const create = useCreateUser();
  const update = useUpdateUser();
  const isSelf = id !== undefined && id === me?.id;
  return (
    <EntityFormPage
      noun="User"
      listLabel="Users"
      listHref="/users"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.name}
      validate={(draft) => userProblems(draft, !id)}
      save={({ name, email, role, active, password }, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input: { name, email, role, ...(isSelf ? {} : { active }) }, expectedVersion }),
          () => create.run({ input: { name, email, role, active, password } }),
          (data) => `/users/${data.createUser.id}/edit`,
        )
      }
    >
      {({ draft, set, errors }) => (
        <>
          <TextField
            label="Name"
            isRequired
            value={draft.name}
            onChange={(name) => set('name', name)}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
            maxLength={TEXT_LIMITS.name}
          />
          <TextField
            label="Email"
            type="email"
            isRequired
            value={draft.email}
            onChange={(email) => set('email', email)}
            isInvalid={Boolean(errors.email)}
            errorMessage={errors.email}
          />
          <Select
            label="Role"
            options={roleOptions}
            selectedKey={draft.role}
            onSelectionChange={(key) => set('role', key as UserRole)}
            isDisabled={isSelf}
            description={isSelf ? "You can't change your own role." : undefined}
            errorMessage={errors.role}
          />
          {id ? null : (
            <PasswordFields
              password={draft.password}
              confirm={draft.confirmPassword}
              onPasswordChange={(password) => set('password', password)}
              onConfirmChange={(confirm) => set('confirmPassword', confirm)}
              errors={errors}
              context={draft}
              field="password"
              label="Password"
            />
          )}
          <Switch isSelected={draft.active} onChange={(active) => set('active', active)} isDisabled={isSelf}>
            {isSelf ? "Active (you can't deactivate your own account)" : 'Active'}
          </Switch>
        </>
      )}
    </EntityFormPage>
  );
}
