import { createContext, useContext, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import '../fonts';
import { darkThemeClass, lightThemeClass } from './contract.css';
import { filledRoot, schemeRoot, themeRoot } from './root.css';

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

const ColorSchemeContext = createContext<ColorScheme>('light');

/** The colour scheme of the nearest ThemeProvider. */
export function useColorScheme(): ColorScheme {
  return useContext(ColorSchemeContext);
}

export interface ThemeProviderProps {
  /** Light is the default (spec §9). */
  scheme?: ColorScheme;
  /** Fill the viewport with the theme's background (an app shell); off for widgets embedded in a host page. */
  fill?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Applies a colour scheme to its subtree. Overlays (dialogs, popovers, toasts) are portalled into a container inside
 * the themed root, so they get the same variables without any global style on the host page.
 */
export function ThemeProvider({ scheme = 'light', fill = false, className, children }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const classes = [
    scheme === 'dark' ? darkThemeClass : lightThemeClass,
    schemeRoot[scheme],
    themeRoot,
    fill ? filledRoot : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ColorSchemeContext.Provider value={scheme}>
      <div className={classes} data-color-scheme={scheme}>
        <UNSAFE_PortalProvider getContainer={() => portalContainer ?? document.body}>{children}</UNSAFE_PortalProvider>
        {/* Not marked data-overlay-container: react-aria's OverlayContainer (tooltips) refuses to portal into one. */}
        <div ref={setPortalContainer} data-theme-portal="" />
      </div>
    </ColorSchemeContext.Provider>
  );
}
