import { useState } from 'react';
import { usedIcons } from 'virtual:used-icons';
import { SearchField } from '../../components/SearchField/SearchField';
import * as styles from './icons.css';

/** Every lucide icon the product uses, searchable by name or by the file that uses it. */
export function IconGallery() {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = usedIcons.filter(
    (icon) =>
      !needle ||
      icon.name.toLowerCase().includes(needle) ||
      icon.usedIn.some((file) => file.toLowerCase().includes(needle)),
  );
  return (
    <div className={styles.gallery}>
      <div className={styles.toolbar}>
        <SearchField
          label="Find an icon"
          placeholder="Name or file, e.g. trash or DataTable"
          value={query}
          onChange={setQuery}
        />
        <p className={styles.count} role="status">
          {shown.length === usedIcons.length
            ? `${usedIcons.length} icons`
            : `${shown.length} of ${usedIcons.length} icons`}
        </p>
      </div>
      {shown.length ? (
        <ul className={styles.grid} aria-label="Icons">
          {shown.map(({ name, Icon, usedIn }) => (
            <li key={name} className={styles.tile}>
              <Icon size={24} aria-hidden="true" />
              <span className={styles.name}>{name}</span>
              <details className={styles.details}>
                <summary>
                  {usedIn.length === 1 ? 'Used in 1 file' : `Used in ${usedIn.length} files`}
                  <span className={styles.visuallyHidden}> ({name})</span>
                </summary>
                <ul className={styles.files}>
                  {usedIn.map((file) => (
                    <li key={file}>{file.replace(/^packages\//, '')}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p>No icon is called “{query}” or used in such a file. Lucide has more: lucide.dev/icons.</p>
      )}
    </div>
  );
}
