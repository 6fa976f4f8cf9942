// `@deals/ui/rich-text`: the Tiptap editor and sanitized HTML. Needs the optional peers @tiptap/react, @tiptap/pm,
// @tiptap/starter-kit, @tiptap/extension-image and dompurify.
export { RichTextEditor } from './components/RichText/RichTextEditor';
export type { RichTextEditorProps } from './components/RichText/RichTextEditor';
export { SafeHtml } from './components/RichText/SafeHtml';
export type { SafeHtmlProps } from './components/RichText/SafeHtml';
export { sanitizeHtml } from './components/RichText/sanitizeHtml';
