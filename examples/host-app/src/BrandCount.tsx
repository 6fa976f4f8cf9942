import { FindBrandsDocument, useAdminCore } from '@deals/admin-core';
import { Button } from '@deals/ui';
import { useState } from 'react';

/** The host's own query on the core's client, with a typed document: a failure goes to the error toasts. */
export function BrandCount() {
  const { client } = useAdminCore();
  const [count, setCount] = useState<number | null>(null);
  const countBrands = async () => {
    const { data } = await client
      .query({ query: FindBrandsDocument, variables: { limit: 1 }, fetchPolicy: 'network-only' })
      // The error link has published the failure (ErrorToasts shows it); the count stays unknown.
      .catch(() => ({ data: undefined }));
    setCount(data?.findBrands.count ?? null);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => void countBrands()}>
        Count the brands
      </Button>
      <p role="status">{count === null ? 'Not counted yet' : `${count} brands`}</p>
    </>
  );
}
