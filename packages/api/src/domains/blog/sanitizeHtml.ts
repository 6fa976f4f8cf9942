import { HTML_ALLOW_LIST } from '@deals/domain/rules';
import sanitize from 'sanitize-html';

/**
 * The rich-text HTML a post may store, as `HTML_ALLOW_LIST` says (ui's DOMPurify reads the same list): headings,
 * lists, links, images, quotes and code. Scripts, event handlers, inline styles and javascript: links are removed on
 * write, so no reader ever receives them.
 */
const options: sanitize.IOptions = {
  allowedTags: [...HTML_ALLOW_LIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOW_LIST.attributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...HTML_ALLOW_LIST.schemes],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(HTML_ALLOW_LIST.schemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowedSchemesAppliedToAttributes: [...HTML_ALLOW_LIST.urlAttributes],
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: HTML_ALLOW_LIST.linkRel }) },
};

export function sanitizePostHtml(html: string): string {
  return sanitize(html, options);
}
