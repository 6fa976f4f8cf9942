import type { ChainedCommands } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  TextQuote,
  Undo2,
  Link as LinkIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import { separator, toolbar, toolButton } from './RichTextEditor.css';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

type Command = (chain: ChainedCommands) => ChainedCommands;

const toggles: { key: keyof ToolbarState; label: string; icon: ReactNode; command: Command }[] = [
  { key: 'heading2', label: 'Heading', icon: <Heading2 size={16} />, command: (c) => c.toggleHeading({ level: 2 }) },
  { key: 'heading3', label: 'Subheading', icon: <Heading3 size={16} />, command: (c) => c.toggleHeading({ level: 3 }) },
  { key: 'bold', label: 'Bold', icon: <Bold size={16} />, command: (c) => c.toggleBold() },
  { key: 'italic', label: 'Italic', icon: <Italic size={16} />, command: (c) => c.toggleItalic() },
  { key: 'bulletList', label: 'Bulleted list', icon: <List size={16} />, command: (c) => c.toggleBulletList() },
  {
    key: 'orderedList',
    label: 'Numbered list',
    icon: <ListOrdered size={16} />,
    command: (c) => c.toggleOrderedList(),
  },
  { key: 'blockquote', label: 'Quote', icon: <TextQuote size={16} />, command: (c) => c.toggleBlockquote() },
];

export interface EditorToolbarProps {
  label: string;
  state: ToolbarState;
  run: (command: Command) => void;
  onLink: () => void;
  onImageFromLibrary?: () => void;
  onImageFromUrl?: () => void;
}

/** Formatting buttons; arrow keys move between them (one tab stop), as in a desktop editor. */
export function EditorToolbar({ label, state, run, onLink, onImageFromLibrary, onImageFromUrl }: EditorToolbarProps) {
  return (
    <Toolbar aria-label={`${label} formatting`} className={toolbar}>
      {toggles.map((toggle) => (
        <ToggleButton
          key={toggle.key}
          aria-label={toggle.label}
          className={toolButton}
          isSelected={Boolean(state[toggle.key])}
          onChange={() => run(toggle.command)}
        >
          {toggle.icon}
        </ToggleButton>
      ))}
      <Separator orientation="vertical" className={separator} />
      <ToggleButton aria-label="Link" className={toolButton} isSelected={state.link} onChange={onLink}>
        <LinkIcon size={16} />
      </ToggleButton>
      {onImageFromLibrary ? (
        <Button aria-label="Image from the media library" className={toolButton} onPress={onImageFromLibrary}>
          <ImagePlus size={16} />
        </Button>
      ) : null}
      {onImageFromUrl ? (
        <Button aria-label="Image from a URL" className={toolButton} onPress={onImageFromUrl}>
          <Link2 size={16} />
        </Button>
      ) : null}
      <Separator orientation="vertical" className={separator} />
      <Button aria-label="Undo" className={toolButton} isDisabled={!state.canUndo} onPress={() => run((c) => c.undo())}>
        <Undo2 size={16} />
      </Button>
      <Button aria-label="Redo" className={toolButton} isDisabled={!state.canRedo} onPress={() => run((c) => c.redo())}>
        <Redo2 size={16} />
      </Button>
    </Toolbar>
  );
}
