import type { Placement } from '@deals/admin-core';
import { Select } from '@deals/ui';
import { placementOptions } from './placements';

export function PlacementField({ value, onChange }: { value: Placement; onChange: (placement: Placement) => void }) {
  return (
    <Select
      label="Placement"
      description="Where on the site the carousel shows."
      options={placementOptions}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as Placement)}
    />
  );
}
