import {
  definedListFilter,
  definedListOptions,
  useAuth,
  userResource,
  useUpdateUser,
  useUserList,
  type FindUsersQuery,
  type UserFilter,
} from '@deals/admin-core';
import { Badge, Button, useToaster } from '@deals/ui';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { dateFormat, listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';

type UserRow = FindUsersQuery['findUsers']['items'][number];

const listOptions = definedListOptions(userResource.entity, {
  sortFields: ['NAME', 'EMAIL', 'CREATED_AT', 'LAST_LOGIN_AT'],
  defaultSort: { field: 'NAME', order: 'ASC' },
});

/** /users: search, status and role filters, sort, paging; activate or deactivate anyone but yourself. */
export function UserListScreen() {
  const toaster = useToaster();
  const me = useAuth((auth) => auth.user);
  const [state, update] = useUrlListState(listOptions);
  const list = useUserList({
    ...listVariables<'NAME'>(state, appConfig.pageSize),
    filter: definedListFilter<UserFilter>(userResource.entity, state.filters),
  });
  const updateUser = useUpdateUser();

  async function setActive(user: UserRow, active: boolean) {
    const outcome = await updateUser.run({ id: user.id, input: { active } });
    if (!outcome.ok) toaster.error(`${user.name} was not changed`, outcome.message);
    else toaster.success(active ? 'User activated' : 'User deactivated', user.name);
  }

  const columns = definedColumns<UserRow>(userResource.entity, {
    overrides: {
      name: {
        cell: (row) => (
          <>
            {row.name} {row.id === me?.id ? <Badge tone="primary">You</Badge> : null}
          </>
        ),
      },
      lastLoginAt: { cell: (row) => (row.lastLoginAt ? dateFormat.format(new Date(row.lastLoginAt)) : 'Never') },
    },
  });

  return (
    <EntityListPage
      title="Users"
      itemLabel="users"
      itemNoun="user"
      newItem={{ href: '/users/new', label: 'New user' }}
      entity={userResource.entity}
      columns={columns}
      list={list}
      state={state}
      update={update}
      rowHref={(row) => `/users/${row.id}/edit`}
      rowActions={(row) =>
        row.id === me?.id ? null : (
          <Button size="sm" variant="secondary" onPress={() => void setActive(row, !row.active)}>
            {row.active ? 'Deactivate' : 'Activate'}
          </Button>
        )
      }
    />
  );
}
