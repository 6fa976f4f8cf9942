import { flagFilters, withFilter, type EntityDefinition, type ListState } from '@deals/admin-core';
import { DeferredSelect } from '@deals/ui';

/**
 * A list's yes/no filters from its entity's definition ("Has a code", "Featured"): each a choice of any, yes or no,
 * kept in the URL under the filter's argument. `except` names those the page offers otherwise (the status filter).
 */
export function DefinedFlagFilters({
  entity,
  state,
  onChange,
  except = [],
}: {
  entity: EntityDefinition;
  state: ListState;
  onChange: (filters: ListState['filters']) => void;
  except?: readonly string[];
}) {
  return (
    <>
      {flagFilters(entity)
        .filter((filter) => !except.includes(filter.arg))
        .map((filter) => (
          <DeferredSelect
            key={filter.arg}
            label={filter.label}
            options={[
              { id: 'all', label: 'Any' },
              { id: 'true', label: 'Yes' },
              { id: 'false', label: 'No' },
            ]}
            selectedKey={state.filters[filter.arg]?.[0] ?? 'all'}
            onSelectionChange={(key) =>
              onChange(withFilter(state.filters, filter.arg, key === 'all' || key === null ? null : String(key)))
            }
          />
        ))}
    </>
  );
}
