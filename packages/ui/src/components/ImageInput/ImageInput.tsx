import { ImageIcon, Link2, Trash2, Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { fieldError, label as labelClass, requiredMark } from '../Field/Field.css';
import { useReadOnly } from '../Form/readOnly';
import { ImageUrlDialog, type ImageUrlDialogProps } from '../ImageUrlDialog/ImageUrlDialog';
import * as styles from './ImageInput.css';

export interface MediaPickerRenderProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onPick: (url: string) => void;
}

export interface ImageInputProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Uploads a file and resolves to its URL; rejects with a message the field shows. */
  onUpload?: (file: File) => Promise<string>;
  /** The image-URL check of the "From URL" dialog (spec §5). */
  checkImageUrl: ImageUrlDialogProps['checkImageUrl'];
  /** A media-library picker dialog, given by the app (it knows where the files live). */
  renderMediaPicker?: (props: MediaPickerRenderProps) => ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  /** Shows the image and its address without a way to change it; a read-only Form makes it so by itself. */
  isReadOnly?: boolean;
}

/** An image chosen three ways — upload, the media library, or a checked URL — with a preview and a way to remove it. */
export function ImageInput({
  label,
  value,
  onChange,
  onUpload,
  checkImageUrl,
  renderMediaPicker,
  errorMessage,
  isRequired,
  isReadOnly,
}: ImageInputProps) {
  const readOnly = useReadOnly(isReadOnly);
  const [urlDialogOpen, setUrlDialogOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File) {
    if (!onUpload) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await onUpload(file));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  const error = errorMessage ?? uploadError;
  return (
    // data-invalid lets a Form move focus here when the image is the first field with an error.
    <div
      className={styles.root}
      role="group"
      aria-label={label}
      data-invalid={error ? true : undefined}
      data-readonly={readOnly || undefined}
    >
      <span className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </span>
      <div className={styles.body}>
        <div className={styles.preview}>
          {value ? (
            <img className={styles.image} src={value} alt={`${label} preview`} />
          ) : (
            <ImageIcon size={28} aria-label="No image" />
          )}
        </div>
        <div className={styles.root}>
          {readOnly ? null : (
            <div className={styles.actions}>
              {onUpload ? (
                <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => files?.[0] && void upload(files[0])}>
                  <Button variant="secondary" size="sm" icon={<Upload size={16} />} isPending={uploading}>
                    Upload
                  </Button>
                </FileTrigger>
              ) : null}
              {renderMediaPicker ? (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<ImageIcon size={16} />}
                  onPress={() => setPickerOpen(true)}
                >
                  Media library
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" icon={<Link2 size={16} />} onPress={() => setUrlDialogOpen(true)}>
                From URL
              </Button>
              {value ? (
                <Button variant="ghost" size="sm" icon={<Trash2 size={16} />} onPress={() => onChange(null)}>
                  Remove
                </Button>
              ) : null}
            </div>
          )}
          {value ? <span className={styles.url}>{value.startsWith('data:') ? 'Embedded image' : value}</span> : null}
          {readOnly && !value ? <span className={styles.url}>No image</span> : null}
          {error ? (
            <span role="alert" className={fieldError}>
              {error}
            </span>
          ) : null}
        </div>
      </div>
      <ImageUrlDialog
        isOpen={urlDialogOpen}
        onOpenChange={setUrlDialogOpen}
        checkImageUrl={checkImageUrl}
        onInsert={onChange}
      />
      {renderMediaPicker?.({
        isOpen: pickerOpen,
        onOpenChange: setPickerOpen,
        onPick: (url) => {
          onChange(url);
          setPickerOpen(false);
        },
      })}
    </div>
  );
}
