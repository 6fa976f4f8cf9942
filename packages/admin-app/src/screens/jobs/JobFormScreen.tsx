import {
  useCreateJob,
  useDeleteJob,
  useJobById,
  useJobKinds,
  useJobSchedulePreview,
  useUpdateJob,
  createOrUpdate,
  deleteOutcome,
  type FieldErrors,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { entityProblems, jobEntity } from '@deals/domain';
import { Select, TextField } from '@deals/ui';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { SchedulePreview } from './SchedulePreview';

interface JobDraft {
  name: string;
  description: string;
  kind: string;
  schedule: string;
}

const emptyDraft: JobDraft = { name: '', description: '', kind: '', schedule: '0 * * * *' };

// The job's definition (the API checks the same); the cron rule itself is the API's (the one place that parses
// cron): its message arrives on the field.
const validate = (draft: JobDraft): FieldErrors => entityProblems(jobEntity, draft);

/** /jobscheduler/new and /jobscheduler/{id}/edit: admins create jobs from the built-in kinds and edit schedules. */
export function JobFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useJobById}
      label="the job"
      empty={emptyDraft}
      draftOf={(job) => ({ name: job.name, description: job.description, kind: job.kind, schedule: job.schedule })}
      form={JobForm}
    />
  );
}

function JobForm({ id, initial }: { id?: string; initial: JobDraft }) {
  const create = useCreateJob();
  const update = useUpdateJob();
  const remove = useDeleteJob();
  const kinds = useJobKinds();
  return (
    <EntityFormPage
      noun="Job"
      listLabel="Job scheduler"
      listHref="/jobscheduler"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.name}
      validate={validate}
      resource="jobs"
      // A job runs on its own once saved: both creating and changing one ask first.
      confirmCreateText={(draft) => `"${draft.name}" will start running on its schedule.`}
      confirmSaveText={(saved) => `"${saved.name}" will run on the schedule you set from now on.`}
      save={({ description, ...draft }) => {
        const input = { ...draft, name: draft.name.trim(), schedule: draft.schedule.trim(), description };
        return createOrUpdate(
          id,
          (id) => update.run({ id, input }),
          () => create.run({ input }),
          (data) => `/jobscheduler/${data.createJob.id}/details`,
        );
      }}
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.name}" and its run history will be removed.`,
      }}
    >
      {({ draft, set, errors }) => (
        <>
          <TextField
            label="Name"
            isRequired
            value={draft.name}
            onChange={(name) => set('name', name)}
            errorMessage={errors.name}
            maxLength={TEXT_LIMITS.name}
          />
          <Select
            label="What it does"
            isRequired
            placeholder={kinds.status === 'loading' ? 'Loading kinds…' : 'Choose a kind of job'}
            options={kinds.status === 'success' ? kinds.data.map((kind) => ({ id: kind.kind, label: kind.label })) : []}
            selectedKey={draft.kind || null}
            onSelectionChange={(key) => set('kind', String(key))}
            description={
              kinds.status === 'success' ? kinds.data.find((kind) => kind.kind === draft.kind)?.description : undefined
            }
            errorMessage={errors.kind ?? (kinds.status === 'error' ? kinds.message : undefined)}
          />
          <ScheduleField
            value={draft.schedule}
            onChange={(schedule) => set('schedule', schedule)}
            error={errors.schedule}
          />
          <TextField
            multiline
            rows={3}
            label="Description"
            value={draft.description}
            onChange={(description) => set('description', description)}
            errorMessage={errors.description}
            maxLength={TEXT_LIMITS.jobDescription}
          />
        </>
      )}
    </EntityFormPage>
  );
}

/** The cron field with what it means, asked of the API as the person types (debounced in admin-core). */
function ScheduleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
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
        errorMessage={error ?? previewError}
      />
      {preview.status === 'success' ? <SchedulePreview preview={preview.data} /> : null}
    </>
  );
}
