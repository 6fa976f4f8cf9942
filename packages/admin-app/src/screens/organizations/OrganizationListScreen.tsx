import { organizationResource, useOrganizationList, type FindOrganizationsQuery } from '@deals/admin-core';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useDefinedList } from '../../kit/list/useDefinedList';

type OrganizationRow = FindOrganizationsQuery['findOrganizations']['items'][number];

const columns = definedColumns<OrganizationRow>(organizationResource.entity);

/** /organizations: the partner organizations behind stores and deals. */
export function OrganizationListScreen() {
  const { state, update, variables, list } = useDefinedList(organizationResource.entity, useOrganizationList);
  return (
    <EntityListPage
      title="Organizations"
      itemLabel="organizations"
      itemNoun="organization"
      newItem={{ href: '/organizations/new', label: 'New organization' }}
      entity={organizationResource.entity}
      columns={columns}
      list={list}
      listArgs={variables}
      state={state}
      update={update}
      rowHref={(row) => `/organizations/${row.id}/edit`}
    />
  );
}
