import { useDashboardStats } from '@deals/admin-core';
import { BarChart, Card, ErrorState, PageHeader, Skeleton, Stat, TileGrid } from '@deals/ui';

const number = new Intl.NumberFormat();
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The dashboard (spec §2 index route): catalogue counts, products added per day. */
export function DashboardScreen() {
  const stats = useDashboardStats();
  return (
    <>
      <PageHeader title="Dashboard" subtitle="The catalogue at a glance" />
      {stats.status === 'loading' ? <Skeleton lines={8} label="Loading the dashboard" /> : null}
      {stats.status === 'error' ? <ErrorState message={stats.message} onRetry={stats.retry} /> : null}
      {stats.status === 'success' ? (
        <TileGrid>
          {stats.data.counts.map((count) => (
            <Card key={count.entity} title={count.entity} aria-label={count.entity}>
              <Stat
                label="Active"
                value={number.format(count.active)}
                detail={`${number.format(count.inactive)} inactive of ${number.format(count.total)}`}
              />
            </Card>
          ))}
        </TileGrid>
      ) : null}
      {stats.status === 'success' ? (
        <Card title="Products added per day" aria-label="Products added per day">
          <BarChart
            title="Products added per day, last 30 days"
            data={stats.data.productsPerDay.map((day) => ({ label: day.date, value: day.count }))}
            formatLabel={dayLabel}
            labelEvery={5}
          />
        </Card>
      ) : null}
    </>
  );
}
