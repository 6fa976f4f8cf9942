import {
  definedListFilter,
  definedListOptions,
  organizationResource,
  useOrganizationList,
  type FindOrganizationsQuery,
  type OrganizationFilter,
} from '@deals/admin-core';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { listVariables } from '../../kit/listTable';
import { useUrlListState } from '../../kit/useUrlListState';

type OrganizationRow = FindOrganizationsQuery['findOrganizations']['items'][number];

const listOptions = definedListOptions(organizationResource.entity, {
  sortFields: ['NAME', 'CREATED_AT'],
  defaultSort: { field: 'NAME', order: 'ASC' },
});

const columns = definedColumns<OrganizationRow>(organizationResource.entity);

/** /organizations: the partner organizations behind stores and deals. */
export function OrganizationListScreen() {
  const [state, update] = useUrlListState(listOptions);
  const variables = {
    ...listVariables<'NAME'>(state, appConfig.pageSize),
    filter: definedListFilter<OrganizationFilter>(organizationResource.entity, state.filters),
  };
  const list = useOrganizationList(variables);
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
