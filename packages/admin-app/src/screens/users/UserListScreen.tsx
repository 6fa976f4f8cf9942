import { useAuth, userResource, useUpdateUser, useUserList, type FindUsersQuery } from '@deals/admin-core';
import { Badge, Button, useToaster } from '@deals/ui';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { dateFormat } from '../../kit/listTable';
import { useDefinedList } from '../../kit/list/useDefinedList';

type UserRow = FindUsersQuery['findUsers']['items'][number];

/** /users: search, status and role filters, sort, paging; activate or deactivate anyone but yourself. */
export function UserListScreen() {
  const toaster = useToaster();
  const me = useAuth((auth) => auth.user);
  const { state, update, list } = useDefinedList(userResource.entity, useUserList);
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
