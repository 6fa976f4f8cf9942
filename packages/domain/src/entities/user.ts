import { passwordProblem } from '../rules/password';
import { TEXT_LIMITS } from '../rules/text';
import { activeField, createdAtField, updatedAtField } from './commonFields';
import { defineEntity } from './defineEntity';

/** A person of the team, with the role the permission table reads. */
export const userEntity = defineEntity({
  name: 'user',
  noun: 'User',
  plural: 'Users',
  recordType: 'USER',
  resource: 'users',
  table: 'users',
  titleField: 'name',
  versioned: true,
  defaultSort: { field: 'NAME', order: 'ASC' },
  actions: ['read', 'create', 'update'],
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      max: TEXT_LIMITS.name,
      search: true,
      list: { sort: 'NAME' },
    },
    email: {
      kind: 'email',
      label: 'Email',
      required: true,
      normalize: ['lowercase'],
      search: true,
      list: { sort: 'EMAIL' },
      import: { key: true },
    },
    role: {
      kind: 'enum',
      label: 'Role',
      required: true,
      options: [
        { value: 'ADMIN', label: 'Administrator' },
        { value: 'EDITOR', label: 'Editor' },
        { value: 'VIEWER', label: 'Viewer' },
      ],
      filter: { kind: 'equals', arg: 'role', label: 'Role', any: 'All roles' },
      list: {},
      history: { format: 'enum' },
    },
    active: activeField,
    avatarUrl: {
      kind: 'url',
      label: 'Avatar URL',
      list: { header: '', format: 'image', hidden: true },
      history: { label: 'Avatar' },
    },
    // Set when the person is created (and changed by them alone): never listed, exported or shown in the history.
    password: {
      kind: 'text',
      label: 'Password',
      required: true,
      createOnly: true,
      column: false,
      rule: (value, { record, isCommonPassword }) =>
        passwordProblem(typeof value === 'string' ? value : '', {
          email: typeof record.email === 'string' ? record.email : null,
          name: typeof record.name === 'string' ? record.name : null,
          isCommon: isCommonPassword,
        }),
      import: false,
      export: false,
      history: false,
    },
    lastLoginAt: {
      kind: 'date',
      label: 'Last sign-in',
      readOnly: true,
      list: { sort: 'LAST_LOGIN_AT' },
      import: false,
      history: false,
    },
    createdAt: createdAtField,
    updatedAt: { ...updatedAtField, list: false },
  },
});
