import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Node's networking and stream classes: the in-process API needs these, not happy-dom's look-alikes. */
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
] as const;

/**
 * A DOM for rendering hooks next to the real API in the same process: happy-dom provides document and window, Node
 * keeps fetch and streams (PGlite and the API's request handling break on happy-dom's versions).
 */
export function registerDomKeepingNodeFetch() {
  const native = Object.fromEntries(NODE_GLOBALS.map((name) => [name, (globalThis as Record<string, unknown>)[name]]));
  GlobalRegistrator.register();
  Object.assign(globalThis, native);
  return () => GlobalRegistrator.unregister();
}
