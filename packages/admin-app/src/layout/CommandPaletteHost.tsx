import { Button } from '@deals/ui';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

// The palette, its search and its documents load on first use, not with every page (issue 17: bytes and start-up).
const loadDialog = () => import('./CommandPaletteDialog');
const CommandPaletteDialog = lazy(() => loadDialog().then((module) => ({ default: module.CommandPaletteDialog })));

const isMac = () => /mac(os|intosh)/i.test(globalThis.navigator?.userAgent ?? '');

/** Ctrl/Cmd+K from anywhere, or the top bar's Search button: opens the command palette. */
export function CommandPaletteHost() {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its exit and the next opening is instant.
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (isMac() ? event.metaKey : event.ctrlKey)) {
        event.preventDefault();
        setWanted(true);
        setOpen((open) => !open);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Search size={16} />}
        // A pointer on its way to the button starts the download, so the palette is usually there on the press.
        onHoverStart={() => void loadDialog()}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Search… <kbd>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPaletteDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
