import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import {
  description as descriptionClass,
  fieldError,
  field,
  label as labelClass,
  requiredMark,
} from '../Field/Field.css';
import { useReadOnly } from '../Form/readOnly';
import { ImageUrlDialog } from '../ImageUrlDialog/ImageUrlDialog';
import { EditorToolbar } from './EditorToolbar';
import { LinkDialog } from './LinkDialog';
import { prose } from './prose.css';
import type { RichTextEditorProps } from './RichTextEditor';
import { content, editable, frame } from './RichTextEditor.css';
import { sanitizeHtml } from './sanitizeHtml';

/** StrictMode and fast remounts run effects while the view is gone; a mounting editor reads the props itself. */
const isMounted = (editor: Editor) => editor.isInitialized && !editor.isDestroyed;

/** The Tiptap editor behind RichTextEditor; loaded on demand, since ProseMirror is most of its weight. */
export default function TiptapEditor({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
  checkImageUrl,
  renderMediaPicker,
  isReadOnly,
}: RichTextEditorProps) {
  const readOnly = useReadOnly(isReadOnly);
  const labelId = useId();
  const helpId = useId();
  const lastHtml = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageUrlOpen, setImageUrlOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const invalid = Boolean(errorMessage);
  // Read by ProseMirror whenever it draws the editable element, so the flags follow the props.
  const flags = useRef({ invalid, isRequired, readOnly });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        // It keeps an empty paragraph after a closing heading or image, which would be stored as `<p></p>`.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: sanitizeHtml(value),
    editable: !readOnly,
    editorProps: {
      attributes: () => ({
        class: `${prose} ${editable}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        'aria-invalid': String(flags.current.invalid),
        ...(flags.current.isRequired ? { 'aria-required': 'true' } : {}),
        // Read-only, ProseMirror drops contenteditable: the text stays reachable from the keyboard, to read and copy.
        ...(flags.current.readOnly ? { 'aria-readonly': 'true', tabindex: '0' } : {}),
      }),
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastHtml.current = html;
      onChange(html);
    },
  });

  // A value from outside (a reset, a reload) replaces the document; our own updates come back unchanged.
  useEffect(() => {
    if (value !== lastHtml.current && isMounted(editor)) {
      lastHtml.current = value;
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    flags.current = { invalid, isRequired, readOnly };
    if (!isMounted(editor)) return;
    // Without an update: the document did not change, so the form must not hear of a change.
    if (editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
    // An empty transaction makes ProseMirror redraw the element's attributes from `flags`.
    editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
  }, [editor, invalid, isRequired, readOnly]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const insertImage = (src: string) => {
    editor.chain().focus().setImage({ src, alt: '' }).run();
  };

  return (
    <div className={field}>
      <div id={labelId} className={labelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </div>
      <div className={frame} data-invalid={invalid || undefined} data-readonly={readOnly || undefined}>
        {readOnly ? null : (
          <EditorToolbar
            label={label}
            state={state}
            run={(command) => command(editor.chain().focus()).run()}
            onLink={() => setLinkOpen(true)}
            onImageFromLibrary={renderMediaPicker ? () => setPickerOpen(true) : undefined}
            onImageFromUrl={checkImageUrl ? () => setImageUrlOpen(true) : undefined}
          />
        )}
        <EditorContent editor={editor} className={content} />
      </div>
      <div id={helpId}>
        {description ? <div className={descriptionClass}>{description}</div> : null}
        {errorMessage ? (
          <div className={fieldError} role="alert">
            {errorMessage}
          </div>
        ) : null}
      </div>
      <LinkDialog
        isOpen={linkOpen}
        onOpenChange={setLinkOpen}
        initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onApply={(href) => {
          setLinkOpen(false);
          const chain = editor.chain().focus().extendMarkRange('link');
          if (href === null) chain.unsetLink().run();
          else if (editor.state.selection.empty && !editor.isActive('link'))
            chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
          else chain.setLink({ href }).run();
        }}
      />
      {checkImageUrl ? (
        <ImageUrlDialog
          isOpen={imageUrlOpen}
          onOpenChange={setImageUrlOpen}
          checkImageUrl={checkImageUrl}
          onInsert={insertImage}
          title="Insert an image from a URL"
        />
      ) : null}
      {renderMediaPicker?.({
        isOpen: pickerOpen,
        onOpenChange: setPickerOpen,
        onPick: (url) => {
          setPickerOpen(false);
          insertImage(url);
        },
      })}
    </div>
  );
}
