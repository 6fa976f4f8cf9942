import { MediaLibrary, ThemeProvider, type MediaSort } from '@deals/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { files } from './files';

// The real ui MediaLibrary with 5,000 files, as the media screen lays it out, and nothing else of the app.
function Library() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<MediaSort>('DESC_CREATED');
  return (
    <MediaLibrary
      items={files}
      state={{ status: 'success' }}
      selectedKeys={selected}
      onSelectionChange={setSelected}
      folder="/products"
      folders={['/products/tv', '/products/audio']}
      onFolderChange={() => undefined}
      sort={sort}
      onSortChange={setSort}
      upload={{ onFiles: () => undefined, uploads: [] }}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Library />
  </ThemeProvider>,
);
