import {
  useCreateFeaturedMenu,
  useDeleteFeaturedMenu,
  useFeaturedMenuById,
  useUpdateFeaturedMenu,
  createOrUpdate,
  deleteOutcome,
  type FieldErrors,
  LIST_LIMITS,
  menuItemProblems,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { entityProblems, featuredMenuEntity } from '@deals/domain';
import { Switch, TextField } from '@deals/ui';
import { ImageField, TitleField } from '../../kit/catalogueFields';
import { EditableOrderedList } from '../../kit/EditableOrderedList';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';
import { rowId } from './placements';

interface MenuItemDraft {
  id: string;
  label: string;
  url: string;
  imageUrl: string | null;
}

interface MenuDraft {
  title: string;
  active: boolean;
  items: MenuItemDraft[];
}

const emptyDraft: MenuDraft = { title: '', active: true, items: [] };

const validateItem = (item: MenuItemDraft): FieldErrors => menuItemProblems(item);

const validate = (draft: MenuDraft): FieldErrors => entityProblems(featuredMenuEntity, draft);

/** /featured-menu/new and /featured-menu/{id}/edit. */
export function FeaturedMenuFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useFeaturedMenuById}
      label="the menu"
      empty={emptyDraft}
      draftOf={(menu) => ({
        title: menu.title,
        active: menu.active,
        items: menu.items.map((item) => ({ ...item, id: rowId(), imageUrl: item.imageUrl ?? null })),
      })}
      form={MenuForm}
    />
  );
}

function MenuForm({ id, initial }: { id?: string; initial: MenuDraft }) {
  const create = useCreateFeaturedMenu();
  const update = useUpdateFeaturedMenu();
  const remove = useDeleteFeaturedMenu();
  return (
    <EntityFormPage
      noun="Menu"
      listLabel="Featured menus"
      listHref="/featured-menu"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={validate}
      save={(draft, { expectedVersion }) => {
        const input = {
          title: draft.title,
          active: draft.active,
          items: draft.items.map(({ label, url, imageUrl }) => ({ label, url: url.trim(), imageUrl })),
        };
        return createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/featured-menu/${data.createFeaturedMenu.id}/edit`,
        );
      }}
      confirmSaveText={(saved) => (saved.active ? `"${saved.title}" is live on the site.` : null)}
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed from the site.`,
      }}
    >
      {(form) => (
        <>
          <TitleField form={form} />
          <EditableOrderedList
            label="Menu items"
            isRequired
            noun="item"
            items={form.draft.items}
            onChange={(items) => form.set('items', items)}
            max={LIST_LIMITS.menuItems}
            errorMessage={form.errors.items}
            textValue={(item) => item.label}
            renderSummary={(item) => (
              <span>
                <strong>{item.label}</strong> {item.url}
              </span>
            )}
            newItem={() => ({ id: rowId(), label: '', url: '', imageUrl: null })}
            validateItem={validateItem}
            renderEditor={(item, set, errors) => (
              <>
                <TextField
                  label="Label"
                  isRequired
                  value={item.label}
                  onChange={(label) => set({ ...item, label })}
                  isInvalid={Boolean(errors.label)}
                  errorMessage={errors.label}
                  maxLength={TEXT_LIMITS.menuLabel}
                />
                <TextField
                  label="Link"
                  isRequired
                  value={item.url}
                  onChange={(url) => set({ ...item, url })}
                  isInvalid={Boolean(errors.url)}
                  errorMessage={errors.url}
                />
                <ImageField
                  label="Icon"
                  folder="/menus"
                  value={item.imageUrl}
                  onChange={(imageUrl) => set({ ...item, imageUrl })}
                />
              </>
            )}
          />
          <Switch isSelected={form.draft.active} onChange={(active) => form.set('active', active)}>
            Active
          </Switch>
        </>
      )}
    </EntityFormPage>
  );
}
