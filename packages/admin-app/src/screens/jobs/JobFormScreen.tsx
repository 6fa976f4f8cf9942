import {
  draftOfRecord,
  type ChoiceBinding,
  emptyDraft,
  jobResource,
  useJobById,
  useJobKinds,
  useJobSchedulePreview,
} from '@deals/admin-core';
import { Select, TextField } from '@deals/ui';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { SchedulePreview } from './SchedulePreview';

interface JobDraft {
  name: string;
  description: string;
  kind: string;
  schedule: string;
}

/** /jobscheduler/new and /jobscheduler/{id}/edit: admins create jobs from the built-in kinds and edit schedules. */
export function JobFormScreen() {
  return (
    <ResourceFormRoute resource={jobResource} useRecord={useJobById}>
      {(loaded) => <JobForm {...loaded} />}
    </ResourceFormRoute>
  );
}

function JobForm({ id, record }: { id?: string; record?: object }) {
  const kinds = useJobKinds();
  return (
    <ResourceFormPage<JobDraft>
      resource={jobResource}
      basePath="/jobscheduler"
      list={{ label: 'Job scheduler' }}
      createdHref={(key) => `/jobscheduler/${key}/details`}
      id={id}
      record={record}
      options={{
        // A new job starts hourly, a schedule the person adjusts rather than writes from nothing.
        draftOf: (loaded) =>
          (loaded
            ? draftOfRecord(jobResource.entity, loaded as Record<string, unknown>)
            : { ...emptyDraft(jobResource.entity), schedule: '0 * * * *' }) as unknown as JobDraft,
      }}
      texts={{
        // A job runs on its own once saved: both creating and changing one ask first.
        create: (draft) => `"${draft.name}" will start running on its schedule.`,
        save: (saved) => `"${saved.name}" will run on the schedule you set from now on.`,
        remove: (saved) => `"${saved.name}" and its run history will be removed.`,
      }}
    >
      {(form) => (
        <>
          <TextField {...form.field('name')} />
          <JobKindSelect
            kind={form.choice('kind', kinds.status === 'success' ? kindOptions(kinds.data) : [])}
            kinds={kinds}
          />
          <ScheduleField {...form.field('schedule')} />
          <TextField {...form.field('description')} multiline rows={3} />
        </>
      )}
    </ResourceFormPage>
  );
}

type JobKinds = ReturnType<typeof useJobKinds>;

const kindOptions = (kinds: { kind: string; label: string }[]) => kinds.map(({ kind, label }) => ({ id: kind, label }));

/** The kinds of work the API runs, loaded from it, with what the chosen one does. */
function JobKindSelect({ kind, kinds }: { kind: ChoiceBinding; kinds: JobKinds }) {
  const loadProblem = kinds.status === 'error' ? kinds.message : undefined;
  return (
    <Select
      {...kind}
      label="What it does"
      placeholder={kinds.status === 'loading' ? 'Loading kinds…' : 'Choose a kind of job'}
      description={
        kinds.status === 'success'
          ? kinds.data.find((option) => option.kind === kind.selectedKey)?.description
          : undefined
      }
      // The kinds failing to load is this field's problem too: nothing can be chosen.
      isInvalid={kind.isInvalid || loadProblem !== undefined}
      errorMessage={kind.errorMessage ?? loadProblem}
    />
  );
}

/** The cron field with what it means, asked of the API as the person types (debounced in admin-core). */
function ScheduleField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}) {
  const preview = useJobSchedulePreview(value);
  const previewError = preview.status === 'error' ? preview.message : undefined;
  return (
    <>
      <TextField
        label="Schedule (cron, UTC)"
        isRequired
        value={value}
        onChange={onChange}
        description="Five fields: minute, hour, day of month, month, day of week. For example 0 3 * * * is every day at 03:00."
        errorMessage={errorMessage ?? previewError}
      />
      {preview.status === 'success' ? <SchedulePreview preview={preview.data} /> : null}
    </>
  );
}
