import type { ReactNode } from 'react';
import { openedLazily } from '../Overlay/openedLazily';

export interface CommandItem {
  id: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

export interface CommandSection {
  id: string;
  title: string;
  items: CommandItem[];
}

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  inputValue: string;
  onInputChange: (value: string) => void;
  /** What matches `inputValue`, already filtered (static commands by the caller, records by the server). */
  sections: CommandSection[];
  onAction: (id: string) => void;
  isLoading?: boolean;
  emptyText?: string;
}

/**
 * Jump anywhere and run anything from the keyboard: type to narrow, arrows to move, Enter to run, Escape to close.
 * Opening it (Ctrl/Cmd+K) is the host's job. Its dialog's code (react-aria's autocomplete, menu and modal) loads the
 * first time it opens, so no page pays for it up front.
 */
export const CommandPalette = /* @__PURE__ */ openedLazily<CommandPaletteProps>(() =>
  import('./CommandPaletteDialog').then((module) => module.CommandPaletteDialog),
);
