import { useDashboardStats } from '@deals/admin-core';
import {
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  LinkButton,
  PageHeader,
  Skeleton,
  Stack,
  Stat,
  TextLink,
  TileGrid,
} from '@deals/ui';
import { BarChart } from '@deals/ui/charts';
import { formatPrice } from '../products/price';

const number = new Intl.NumberFormat();
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where each counted entity's list lives; entities whose screens are not routed yet have no link. */
const listHrefs: Record<string, string> = {
  Products: '/products',
  Brands: '/brands',
  Stores: '/stores',
  Categories: '/categories',
  Users: '/users',
  Sales: '/sales',
  Organizations: '/organizations',
};

/** The dashboard (spec §2 index route): counts, products added per day, expiring deals, failed job runs. */
export function DashboardScreen() {
  const stats = useDashboardStats();
  return (
    <>
      <PageHeader title="Dashboard" subtitle="The catalogue at a glance" />
      {stats.status === 'loading' ? <Skeleton lines={8} label="Loading the dashboard" /> : null}
      {stats.status === 'error' ? <ErrorState message={stats.message} onRetry={stats.retry} /> : null}
      {stats.status === 'success' ? (
        <>
          <TileGrid>
            {stats.data.counts.map((count) => {
              const href = listHrefs[count.entity];
              return (
                <Card
                  key={count.entity}
                  title={count.entity}
                  aria-label={count.entity}
                  actions={
                    href ? (
                      <LinkButton
                        variant="ghost"
                        size="sm"
                        href={href}
                        aria-label={`View all ${count.entity.toLowerCase()}`}
                      >
                        View all
                      </LinkButton>
                    ) : undefined
                  }
                >
                  <Stat
                    label={href ? <TextLink href={`${href}?active=true`}>Active</TextLink> : 'Active'}
                    value={number.format(count.active)}
                    detail={
                      <>
                        {href ? (
                          <TextLink href={`${href}?active=false`}>{number.format(count.inactive)} inactive</TextLink>
                        ) : (
                          `${number.format(count.inactive)} inactive`
                        )}{' '}
                        of {number.format(count.total)}
                      </>
                    }
                  />
                </Card>
              );
            })}
          </TileGrid>
          <Stack>
            <Card title="Products added per day" aria-label="Products added per day">
              <BarChart
                title="Products added per day, last 30 days"
                data={stats.data.productsPerDay.map((day) => ({ label: day.date, value: day.count }))}
                formatLabel={dayLabel}
                labelEvery={5}
              />
            </Card>
            <TileGrid size="lg">
              <Card
                title={`Deals expiring in 7 days (${number.format(stats.data.expiringSoonCount)})`}
                aria-label="Deals expiring soon"
                actions={
                  <LinkButton variant="ghost" size="sm" href="/products?expiring=7&sort=EXPIRES_AT:ASC">
                    View all
                  </LinkButton>
                }
              >
                {stats.data.expiringSoon.length ? (
                  <DescriptionList
                    items={stats.data.expiringSoon.map((product) => ({
                      id: product.id,
                      term: `Ends ${when.format(new Date(product.expiresAt!))}`,
                      detail: (
                        <>
                          <TextLink href={`/products/${product.id}/edit`}>{product.title}</TextLink> ·{' '}
                          {formatPrice(product.salePrice ?? product.price, product.currency)}
                        </>
                      ),
                    }))}
                  />
                ) : (
                  <EmptyState title="No deals end this week" />
                )}
              </Card>
              <Card
                title={`Failed job runs this week (${number.format(stats.data.failedJobRunCount)})`}
                aria-label="Failed job runs"
              >
                {stats.data.failedJobRuns.length ? (
                  <DescriptionList
                    items={stats.data.failedJobRuns.map((run) => ({
                      id: run.id,
                      term: when.format(new Date(run.startedAt)),
                      detail: run.log.split('\n').filter(Boolean).pop() ?? 'No log',
                    }))}
                  />
                ) : (
                  <EmptyState title="No failed runs this week" />
                )}
              </Card>
            </TileGrid>
          </Stack>
        </>
      ) : null}
    </>
  );
}
