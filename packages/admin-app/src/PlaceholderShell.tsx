import { Button, ThemeProvider, type ColorScheme } from '@deals/ui';
import { useState } from 'react';

/** Temporary shell until the route tree lands: proves ui renders themed inside the app build. */
export function PlaceholderShell() {
  const [scheme, setScheme] = useState<ColorScheme>('light');
  return (
    <ThemeProvider scheme={scheme} fill>
      <main>
        <h1>Deals back-office</h1>
        <p>The catalogue screens are on their way.</p>
        <Button variant="secondary" onPress={() => setScheme(scheme === 'light' ? 'dark' : 'light')}>
          {scheme === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
        </Button>
      </main>
    </ThemeProvider>
  );
}
