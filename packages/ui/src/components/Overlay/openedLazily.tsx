import { useEffect, type ComponentType } from 'react';
import { deferredModule, useDeferredModule } from './deferredModule';

/**
 * A controlled overlay (`isOpen`) whose code loads the first time it opens — the command palette, the navigation
 * drawer: a page that never opens them never downloads react-aria's modal, menu and focus code for them. Until then
 * it renders nothing (a closed overlay renders nothing either); once loaded it stays mounted, so it closes with its
 * own exit and gives the focus back as before.
 *
 * Mark the module-level call with a `@__PURE__` comment (as `deferredModule`'s): a host bundling `@deals/ui` then
 * drops an overlay it never uses, with its chunk. Left in, the chunk shares react-aria modules with the host's first
 * load, and their exports the overlay needs join that load (the media library widget grew by 6 KB gzip).
 */
export function openedLazily<P extends { isOpen: boolean }>(importer: () => Promise<ComponentType<P>>) {
  const module = deferredModule(importer);
  function OpenedLazily(props: P) {
    const [Overlay, load] = useDeferredModule(module);
    const { isOpen } = props;
    useEffect(() => {
      if (isOpen && !Overlay) void load();
    }, [isOpen, Overlay, load]);
    return Overlay ? <Overlay {...props} /> : null;
  }
  /** Starts loading it ahead of an opening the page expects (a person points at its trigger). */
  OpenedLazily.preload = () => void module.load().catch(() => undefined);
  return OpenedLazily;
}
