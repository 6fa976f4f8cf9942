import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * A build-only plugin that adds tags to `index.html` from the finished bundle, where the files have their hashed
 * names; `url` turns a bundle file name into the URL the page loads it from (the configured base in front).
 */
export function tagsFromBundle(
  name: string,
  tags: (bundle: Bundle, url: (fileName: string) => string) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => (bundle ? tags(bundle, (fileName) => `${base}${fileName}`) : []),
    },
  };
}
