/**
 * The rich-text HTML a blog post may hold, as data: the API's sanitize-html (on write) and ui's DOMPurify (before
 * showing or editing stored HTML) are both configured from it, so what one keeps the other keeps. Anything not named
 * here — scripts, event handlers, inline styles, forms, frames, `javascript:` and `data:` links — is dropped.
 */
export const HTML_ALLOW_LIST = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  /** Attributes by tag; a tag not named here keeps none. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  /** Schemes a link may use; relative links and fragments are kept too, protocol-relative ones (`//host`) are not. */
  schemes: ['http', 'https', 'mailto'],
  /** Narrower schemes for some tags: an image never comes from `mailto:`. */
  schemesByTag: { img: ['http', 'https'] },
  /** Attributes holding an address, checked against the schemes. */
  urlAttributes: ['href', 'src'],
  /** Every kept link opens without handing the storefront's window to the target. */
  linkRel: 'noopener noreferrer',
} as const satisfies HtmlAllowList;

export interface HtmlAllowList {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  schemes: readonly string[];
  schemesByTag: Readonly<Record<string, readonly string[]>>;
  urlAttributes: readonly string[];
  linkRel: string;
}

/** Whether `tag` may carry `attribute` (both lowercase). */
export function isAllowedAttribute(tag: string, attribute: string): boolean {
  const allowed: readonly string[] | undefined = (HTML_ALLOW_LIST.attributes as HtmlAllowList['attributes'])[tag];
  return allowed?.includes(attribute) ?? false;
}

/**
 * Whether an address may stay in `tag`'s `href`/`src`: a scheme of the list (of the tag's narrower list, if it has
 * one), or a relative address without a scheme. Control characters and spaces browsers ignore inside a scheme
 * ("java\tscript:") are ignored here too, so they cannot smuggle one in.
 */
export function isAllowedUrl(tag: string, url: string): boolean {
  // Control characters are exactly what the check is for here.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  const byTag: Readonly<Record<string, readonly string[]>> = HTML_ALLOW_LIST.schemesByTag;
  return (byTag[tag] ?? HTML_ALLOW_LIST.schemes).includes(scheme);
}
