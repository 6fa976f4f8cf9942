import { useAccess, useDashboardStats, type Resource } from '@deals/admin-core';
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
  formatDateTime,
} from '@deals/ui';
import { BarChart } from '@deals/ui/charts';
import { formatPrice } from '../products/price';
import { FAILED_THIS_WEEK } from '../jobs/failedRunsFilter';

const number = new Intl.NumberFormat();
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Where each counted entity's list lives, and what reading it needs; entities without a screen have no link. */
const lists: Record<string, { href: string; resource: Resource }> = {
  Products: { href: '/products', resource: 'products' },
  Brands: { href: '/brands', resource: 'brands' },
  Stores: { href: '/stores', resource: 'stores' },
  Categories: { href: '/categories', resource: 'categories' },
  Users: { href: '/users', resource: 'users' },
  Sales: { href: '/sales', resource: 'sales' },
  Organizations: { href: '/organizations', resource: 'organizations' },
};

/** The dashboard (spec §2 index route): counts, products added per day, expiring deals, failed job runs. */
export function DashboardScreen() {
  const stats = useDashboardStats();
  const access = useAccess();
  // A tile links to its list only for those who may open it (a viewer's Users tile is a count, not a dead end).
  const hrefOf = (entity: string) => {
    const list = lists[entity];
    return list && access.can('read', list.resource) ? list.href : undefined;
  };
  return (
    <>
      <PageHeader title="Dashboard" subtitle="The catalogue at a glance" />
      {stats.status === 'loading' ? <Skeleton lines={8} label="Loading the dashboard" /> : null}
      {stats.status === 'error' ? <ErrorState message={stats.message} onRetry={stats.retry} /> : null}
      {stats.status === 'success' ? (
        <>
          <TileGrid>
            {stats.data.counts.map((count) => {
              const href = hrefOf(count.entity);
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
                      term: `Ends ${formatDateTime(product.expiresAt!)}`,
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
                actions={
                  stats.data.failedJobRunCount > 0 ? (
                    <LinkButton
                      variant="ghost"
                      size="sm"
                      href={`/jobscheduler?failed=${FAILED_THIS_WEEK}`}
                      aria-label="View all jobs with failed runs this week"
                    >
                      View all
                    </LinkButton>
                  ) : undefined
                }
              >
                {stats.data.failedJobRuns.length ? (
                  <DescriptionList
                    items={stats.data.failedJobRuns.map((run) => ({
                      id: run.id,
                      term: formatDateTime(run.startedAt),
                      // Which job, linked to this run's log; then what went wrong (the log's last line).
                      detail: (
                        <>
                          <TextLink href={`/jobscheduler/${run.jobId}/details?run=${run.id}`}>{run.job.name}</TextLink>
                          {' · '}
                          {run.log.split('\n').filter(Boolean).pop() ?? 'No log'}
                        </>
                      ),
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
