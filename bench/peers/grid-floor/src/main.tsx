import { Checkbox, GridList, GridListItem } from 'react-aria-components';
import { createRoot } from 'react-dom/client';

// The floor under any react-aria grid of selectable tiles, the media library's included: react-aria-components'
// GridList with selection checkboxes and nothing else — no styles, no data layer, no upload.
const files = ['Drop images here to upload', 'sofa.jpg', 'lamp.jpg'].map((name) => ({ id: name, name }));

createRoot(document.getElementById('root')!).render(
  <GridList aria-label="Files" layout="grid" items={files} selectionMode="multiple" onAction={() => undefined}>
    {(file) => (
      <GridListItem id={file.id} textValue={file.name}>
        <Checkbox slot="selection" />
        {file.name}
      </GridListItem>
    )}
  </GridList>,
);
