import { FileText, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { formatFileSize } from '../../text/formatFileSize';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps {
  /** What the file is, e.g. "Feed file". */
  label: string;
  /** What files fit, in words: "CSV, up to 50 MB". */
  hint?: string;
  /** File types the picker offers (`.csv`, `text/csv`). A drop is not filtered: the caller names what it refuses. */
  accept?: string[];
  /** The file chosen so far. */
  file?: { name: string; size: number } | null;
  /** Why the chosen file cannot be used. */
  error?: string | null;
  onFile: (file: File) => void;
  isDisabled?: boolean;
}

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.items].some((item) => item.kind === 'file');

/**
 * One file, dropped from the desktop or picked with "Choose file" (the keyboard's way). The zone shows the chosen file
 * and, under it, why it cannot be used; the caller decides what it accepts (size, kind) before anything is sent.
 */
export function FileDropZone({ label, hint, accept, file, error, onFile, isDisabled }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  // Entering a child of the zone leaves the zone itself: count, so the highlight stays until the drag is really out.
  const depth = useRef(0);
  const errorId = useId();
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      className={styles.zone}
      data-drop-target={over || undefined}
      data-invalid={error ? true : undefined}
      onDragEnter={(event) => {
        if (isDisabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (isDisabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        event.preventDefault();
        leave();
        const dropped = event.dataTransfer.files[0];
        if (dropped && !isDisabled) onFile(dropped);
      }}
    >
      {file ? <FileText size={24} aria-hidden="true" /> : <Upload size={24} aria-hidden="true" />}
      <span className={styles.label}>{file ? 'Chosen file' : `Drop the ${label.toLowerCase()} here`}</span>
      {file ? (
        <span className={styles.chosen}>
          {file.name} · {formatFileSize(file.size)}
        </span>
      ) : hint ? (
        <span className={styles.hint}>{hint}</span>
      ) : null}
      <FileTrigger acceptedFileTypes={accept} onSelect={(list) => list?.[0] && onFile(list[0])}>
        <Button variant="secondary" size="sm" isDisabled={isDisabled}>
          {file ? 'Choose another file' : 'Choose file'}
        </Button>
      </FileTrigger>
      {error ? (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
