import {
  checkImageUrl,
  useAdminCore,
  useBrandById,
  useCreateBrand,
  useDeleteBrand,
  useUpdateBrand,
} from '@deals/admin-core';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Form,
  ImageInput,
  MetadataFieldset,
  PageHeader,
  Skeleton,
  Switch,
  TextField,
  useToaster,
  type MetadataValue,
} from '@deals/ui';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { UnsavedChangesGuard } from '../../kit/useUnsavedChangesGuard';

interface BrandDraft {
  title: string;
  imageUrl: string | null;
  active: boolean;
  metadata: MetadataValue;
}

const emptyDraft: BrandDraft = {
  title: '',
  imageUrl: null,
  active: true,
  metadata: { title: '', description: '', keywords: [], content: '' },
};

/** /brands/new and /brands/{id}/edit. */
export function BrandFormScreen() {
  const { id } = useParams();
  if (!id) return <BrandForm initial={emptyDraft} />;
  return <ExistingBrand id={id} />;
}

function ExistingBrand({ id }: { id: string }) {
  const brand = useBrandById(id);
  if (brand.status === 'loading') return <Skeleton lines={8} label="Loading the brand" />;
  if (brand.status === 'error') return <ErrorState message={brand.message} onRetry={brand.retry} />;
  const { title, imageUrl, active, metadata } = brand.data;
  return (
    <BrandForm
      id={id}
      initial={{
        title,
        imageUrl: imageUrl ?? null,
        active,
        metadata: { ...metadata, keywords: [...metadata.keywords] },
      }}
    />
  );
}

function BrandForm({ id, initial }: { id?: string; initial: BrandDraft }) {
  const navigate = useNavigate();
  const toaster = useToaster();
  const core = useAdminCore();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmSave, setConfirmSave] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const leaving = useRef(false);

  async function save() {
    const input = { title: draft.title, imageUrl: draft.imageUrl, active: draft.active, metadata: draft.metadata };
    const outcome = id ? await update.run({ id, input }) : await create.run({ input });
    if (!outcome.ok) {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
      toaster.error('The brand was not saved', outcome.message);
      throw new Error(outcome.message);
    }
    setErrors({});
    setSaved(draft);
    toaster.success(id ? 'Brand saved' : 'Brand created', draft.title);
    const newId = 'createBrand' in outcome.data ? outcome.data.createBrand.id : undefined;
    if (newId) {
      leaving.current = true;
      navigate(`/brands/${newId}/edit`, { replace: true });
    }
  }

  return (
    <>
      <UnsavedChangesGuard isDirty={isDirty} leaving={leaving} />
      <PageHeader
        title={id ? saved.title || 'Brand' : 'New brand'}
        breadcrumbs={[{ label: 'Brands', href: '/brands' }, { label: id ? saved.title : 'New brand' }]}
        actions={
          id ? (
            <Button variant="danger" icon={<Trash2 size={16} />} onPress={() => setConfirmDelete(true)}>
              Delete
            </Button>
          ) : undefined
        }
      />
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          // Spec §2: overwriting a live (active) brand asks first.
          if (id && saved.active) setConfirmSave(true);
          else void save().catch(() => undefined);
        }}
      >
        <TextField
          label="Title"
          isRequired
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title}
          maxLength={120}
        />
        <ImageInput
          label="Logo"
          value={draft.imageUrl}
          onChange={(imageUrl) => setDraft({ ...draft, imageUrl })}
          checkImageUrl={(address) => checkImageUrl(address)}
          onUpload={async (file) =>
            (await core.uploader()({ file, fileName: file.name, folder: '/brands', tags: ['brand'] })).url
          }
          errorMessage={errors.imageUrl}
        />
        <Switch isSelected={draft.active} onChange={(active) => setDraft({ ...draft, active })}>
          Active
        </Switch>
        <MetadataFieldset
          value={draft.metadata}
          onChange={(metadata) => setDraft({ ...draft, metadata })}
          errors={Object.fromEntries(
            Object.entries(errors)
              .filter(([key]) => key.startsWith('metadata.'))
              .map(([key, message]) => [key.slice(9), message]),
          )}
        />
        <div>
          <Button type="submit" isPending={create.pending || update.pending} isDisabled={id !== undefined && !isDirty}>
            {id ? 'Save changes' : 'Create brand'}
          </Button>
        </div>
      </Form>
      <ConfirmDialog variant="save" isOpen={confirmSave} onOpenChange={setConfirmSave} onConfirm={save}>
        "{saved.title}" is live: customers see the changes immediately.
      </ConfirmDialog>
      <ConfirmDialog
        variant="delete"
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        onConfirm={async () => {
          const outcome = await remove.run({ id: id! });
          if (!outcome.ok || outcome.data.deleteBrand.statusCode !== 200) {
            throw new Error(outcome.ok ? outcome.data.deleteBrand.message : outcome.message);
          }
          toaster.success('Brand deleted', saved.title);
          leaving.current = true;
          navigate('/brands', { replace: true });
        }}
      >
        "{saved.title}" will be removed. Its products stay, without a brand.
      </ConfirmDialog>
    </>
  );
}
