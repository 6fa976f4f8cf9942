import { Upload } from 'lucide-react';
import { DropZone, FileTrigger, ProgressBar, Text, isFileDropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './MediaGrid.css';

export interface UploadProgress {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** The failure as the uploader worded it (spec §8 messages). */
  error?: string;
}

export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  uploads: UploadProgress[];
  accept?: string[];
}

const DEFAULT_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'];

/** Drop files here or pick them; each file shows its own progress and, on failure, its own message. */
export function UploadDropZone({ onFiles, uploads, accept = DEFAULT_ACCEPT }: UploadDropZoneProps) {
  return (
    <div className={styles.library}>
      <DropZone
        className={styles.dropZone}
        aria-label="Upload images"
        getDropOperation={(types) => (accept.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
          if (files.length) onFiles(files);
        }}
      >
        <Upload size={24} aria-hidden="true" />
        <Text slot="label">Drop images here to upload</Text>
        <FileTrigger acceptedFileTypes={accept} allowsMultiple onSelect={(list) => list && onFiles([...list])}>
          <Button variant="secondary" size="sm">
            Choose files
          </Button>
        </FileTrigger>
      </DropZone>
      {uploads.length ? (
        <ul className={styles.uploads} aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <ProgressBar
                className={styles.upload}
                value={upload.progress * 100}
                aria-label={`Uploading ${upload.name}`}
                valueLabel={upload.status === 'failed' ? 'Failed' : upload.status === 'done' ? 'Uploaded' : undefined}
              >
                {({ percentage, valueText }) => (
                  <>
                    <span>{upload.name}</span>
                    <span>{valueText}</span>
                    <div className={styles.progressTrack}>
                      <div
                        className={[styles.progressFill, upload.status === 'done' ? styles.progressDone : ''].join(' ')}
                        style={{ width: `${upload.status === 'failed' ? 0 : percentage}%` }}
                      />
                    </div>
                    {upload.error ? (
                      <span role="alert" className={styles.uploadError}>
                        {upload.error}
                      </span>
                    ) : null}
                  </>
                )}
              </ProgressBar>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
