import {
  MIN_SEARCH_LENGTH,
  useAccess,
  useGlobalSearch,
  useHistoryEnabled,
  useSettings,
  type Resource,
  type SearchHit,
} from '@deals/admin-core';
import { Button, CommandPalette, type CommandSection } from '@deals/ui';
import { FilePlus2, Moon, Search, Upload } from 'lucide-react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigationFor } from './navigation';

const hitSections: { kind: SearchHit['kind']; title: string; resource: Resource; href: (id: string) => string }[] = [
  { kind: 'product', title: 'Products', resource: 'products', href: (id) => `/products/${id}/edit` },
  { kind: 'brand', title: 'Brands', resource: 'brands', href: (id) => `/brands/${id}/edit` },
  { kind: 'category', title: 'Categories', resource: 'categories', href: (id) => `/categories/${id}/edit` },
  { kind: 'store', title: 'Stores', resource: 'stores', href: (id) => `/stores/${id}/edit` },
  { kind: 'user', title: 'Users', resource: 'users', href: (id) => `/users/${id}/edit` },
];

const creatable: { label: string; href: string; resource: Resource }[] = [
  { label: 'New product', href: '/products/new', resource: 'products' },
  { label: 'New brand', href: '/brands/new', resource: 'brands' },
  { label: 'New category', href: '/categories/new', resource: 'categories' },
  { label: 'New store', href: '/stores/new', resource: 'stores' },
  { label: 'New user', href: '/users/new', resource: 'users' },
  { label: 'New sale', href: '/sales/new', resource: 'sales' },
  { label: 'New blog post', href: '/blog/new', resource: 'blogPosts' },
  { label: 'New page layout', href: '/page-layout/new', resource: 'pageLayouts' },
];

const isMac = () => /mac(os|intosh)/i.test(globalThis.navigator?.userAgent ?? '');

/** Ctrl/Cmd+K from anywhere: go to a screen, open a record found by title, or run a common action. */
export function CommandPaletteHost() {
  const navigate = useNavigate();
  const toggleTheme = useSettings((settings) => settings.toggleThemeMode);
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const hits = useGlobalSearch(isOpen ? search : '');
  // The palette offers only what the role may open or do, like the sidebar.
  const access = useAccess();
  const history = useHistoryEnabled();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (isMac() ? event.metaKey : event.ctrlKey)) {
        event.preventDefault();
        setOpen((open) => !open);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = (next: boolean) => {
    setOpen(next);
    if (!next) setText('');
  };
  const matches = (label: string) => label.toLowerCase().includes(text.trim().toLowerCase());
  const actions = new Map<string, () => void>();
  const item = (id: string, label: string, run: () => void, extra: { icon?: ReactNode; description?: string }) => {
    actions.set(id, run);
    return { id, label, ...extra };
  };

  const searching = text.trim().length >= MIN_SEARCH_LENGTH;
  const found = searching && hits.status === 'success' ? hits.data : [];
  const sections: CommandSection[] = [
    {
      id: 'go',
      title: 'Go to',
      items: navigationFor(access, { history })
        .flatMap((section) => section.items)
        .filter((entry) => matches(entry.label))
        .map((entry) => item(`go:${entry.href}`, entry.label, () => navigate(entry.href), { icon: entry.icon })),
    },
    {
      id: 'actions',
      title: 'Actions',
      items: [
        ...creatable
          .filter((entry) => access.can('create', entry.resource))
          .map((entry) =>
            item(`new:${entry.href}`, entry.label, () => navigate(entry.href), { icon: <FilePlus2 size={16} /> }),
          ),
        ...(access.can('create', 'media')
          ? [item('upload-media', 'Upload media', () => navigate('/media-library'), { icon: <Upload size={16} /> })]
          : []),
        item('toggle-theme', 'Toggle dark theme', toggleTheme, { icon: <Moon size={16} /> }),
      ].filter((entry) => matches(entry.label)),
    },
    ...hitSections
      .filter((section) => access.can('read', section.resource))
      .map((section) => ({
        id: section.kind,
        title: section.title,
        items: found
          .filter((hit) => hit.kind === section.kind)
          .map((hit) =>
            item(`${hit.kind}:${hit.id}`, hit.title, () => navigate(section.href(hit.id)), { description: hit.detail }),
          ),
      })),
  ];

  return (
    <>
      <Button variant="secondary" size="sm" icon={<Search size={16} />} onPress={() => open(true)}>
        Search… <kbd>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
      </Button>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={open}
        inputValue={text}
        onInputChange={setText}
        sections={sections}
        onAction={(id) => actions.get(id)?.()}
        isLoading={searching && (hits.status === 'loading' || (hits.status === 'success' && hits.refreshing))}
        emptyText={searching ? `Nothing matches "${text.trim()}"` : 'Nothing matches'}
      />
    </>
  );
}
