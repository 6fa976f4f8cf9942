import { lazy, Suspense } from 'react';
import type { ImageUrlDialogProps } from '../ImageUrlDialog/ImageUrlDialog';
import type { MediaPickerRenderProps } from '../ImageInput/ImageInput';
import { Skeleton } from '../Skeleton/Skeleton';

export interface RichTextEditorProps {
  label: string;
  /** HTML; what is loaded is sanitized first. */
  value: string;
  /** The document as HTML, or '' when it is empty. */
  onChange: (html: string) => void;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** Enables "Image from a URL" with the spec's image check. */
  checkImageUrl?: ImageUrlDialogProps['checkImageUrl'];
  /** Enables "Image from the media library". */
  renderMediaPicker?: (props: MediaPickerRenderProps) => React.ReactNode;
  /** Shows the text, selectable and copyable, without a toolbar or a way to change it; a read-only Form makes it so. */
  isReadOnly?: boolean;
}

const TiptapEditor = lazy(() => import('./TiptapEditor'));

/**
 * Rich text (headings, lists, quotes, links, images) on Tiptap. The editor's code loads when the field first shows,
 * so screens without one never pay for it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton lines={6} label={`Loading the ${props.label.toLowerCase()} editor`} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
