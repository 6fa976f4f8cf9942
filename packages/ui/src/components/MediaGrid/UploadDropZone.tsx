import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
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

/** Whether a drag carries files, some of one of these types (what a drop would bring). */
function carriesFiles(event: DragEvent, accept: string[]) {
  const items = [...event.dataTransfer.items].filter((item) => item.kind === 'file');
  return { files: items.length > 0, accepted: items.some((item) => accept.includes(item.type)) };
}

/**
 * Drop files here or pick them; each file shows its own progress and, on failure, its own message. The drop target
 * is the browser's own drag and drop: files come from the desktop, so react-aria's DropZone (its drag-and-drop
 * machinery for dragging items inside a page, 3.6 KB gzip) adds nothing here, and "Choose files" is the keyboard's way.
 */
export function UploadDropZone({ onFiles, uploads, accept = DEFAULT_ACCEPT }: UploadDropZoneProps) {
  const [over, setOver] = useState(false);
  // Entering a child of the zone leaves the zone itself: count, so the highlight stays until the drag is really out.
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <div className={styles.library}>
      <div
        role="group"
        aria-label="Upload images"
        className={styles.dropZone}
        data-drop-target={over || undefined}
        onDragEnter={(event) => {
          if (!carriesFiles(event, accept).files) return;
          event.preventDefault();
          depth.current += 1;
          setOver(true);
        }}
        onDragOver={(event) => {
          const { files, accepted } = carriesFiles(event, accept);
          if (!files) return;
          // Accepting the drag is what lets the drop happen; a drag of no image shows the "no drop" cursor.
          event.preventDefault();
          event.dataTransfer.dropEffect = accepted ? 'copy' : 'none';
        }}
        onDragLeave={() => {
          depth.current -= 1;
          if (depth.current <= 0) leave();
        }}
        onDrop={(event) => {
          const { accepted } = carriesFiles(event, accept);
          event.preventDefault();
          leave();
          // Every file goes to the uploader, which names each one it refuses (spec §8).
          const files = [...event.dataTransfer.files];
          if (accepted && files.length) onFiles(files);
        }}
      >
        <Upload size={24} aria-hidden="true" />
        <span>Drop images here to upload</span>
        <FileTrigger acceptedFileTypes={accept} allowsMultiple onSelect={(list) => list && onFiles([...list])}>
          <Button variant="secondary" size="sm">
            Choose files
          </Button>
        </FileTrigger>
      </div>
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
