import { featuredMenuResource, type FieldErrors, LIST_LIMITS, menuItemProblems } from '@deals/admin-core';
import { Switch, TextField } from '@deals/ui';
import { ImageField } from '../../kit/catalogueFields';
import { EditableOrderedList } from '../../kit/EditableOrderedList';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
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

/** /featured-menu/new and /featured-menu/{id}/edit. */
export function FeaturedMenuFormScreen() {
  return <ResourceFormRoute resource={featuredMenuResource}>{(loaded) => <MenuForm {...loaded} />}</ResourceFormRoute>;
}

function MenuForm({ id, record }: { id?: string; record?: object }) {
  return (
    <ResourceFormPage<MenuDraft>
      resource={featuredMenuResource}
      basePath="/featured-menu"
      noun="Menu"
      id={id}
      record={record}
      options={{
        draftOf: (loaded) => {
          const menu = loaded as (MenuDraft & { items: Omit<MenuItemDraft, 'id'>[] }) | undefined;
          if (!menu) return emptyDraft;
          return {
            title: menu.title,
            active: menu.active,
            items: menu.items.map((item) => ({ ...item, id: rowId(), imageUrl: item.imageUrl ?? null })),
          };
        },
        inputOf: (draft) => ({
          title: draft.title,
          active: draft.active,
          items: draft.items.map(({ label, url, imageUrl }) => ({ label, url: url.trim(), imageUrl })),
        }),
      }}
      texts={{
        save: (live) => (live.active ? `"${live.title}" is live on the site.` : null),
        remove: (saved) => `"${saved.title}" will be removed from the site.`,
      }}
    >
      {(form) => (
        <>
          <TextField {...form.field('title')} />
          <EditableOrderedList
            {...form.field('items')}
            label="Menu items"
            isRequired
            noun="item"
            max={LIST_LIMITS.menuItems}
            textValue={(item) => item.label}
            renderSummary={(item) => (
              <span>
                <strong>{item.label}</strong> {item.url}
              </span>
            )}
            newItem={() => ({ id: rowId(), label: '', url: '', imageUrl: null })}
            validateItem={validateItem}
            renderEditor={(item, set, errors) => {
              const entry = form.item('items', item, set, errors);
              return (
                <>
                  <TextField {...entry.field('label')} />
                  <TextField {...entry.field('url')} />
                  <ImageField {...entry.field('imageUrl')} label="Icon" folder="/menus" />
                </>
              );
            }}
          />
          <Switch {...form.toggle('active')}>Active</Switch>
        </>
      )}
    </ResourceFormPage>
  );
}
