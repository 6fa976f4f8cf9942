import type { ThemeTokens } from '../../theme/tokens';
import type { ContrastUse } from './contrast';

export type ColourToken = keyof ThemeTokens['color'];

export type ColourRole =
  /** Drawn on the surfaces listed: text must pass 4.5:1 (AA) and 7:1 (AAA). */
  | { use: ContrastUse; for: string; on: ColourToken[] }
  /** A background other tokens are drawn on. */
  | { use: 'surface'; for: string }
  /** Nothing depends on seeing it (a divider beside spacing, a loading shimmer, a scrim): no contrast is required. */
  | { use: 'decorative'; for: string; on: ColourToken[] };

const pageSurfaces: ColourToken[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'];

/**
 * What each colour token is for and which surfaces it is drawn on in our components (read from their styles). Keyed
 * by the theme's own type, so a token added to the themes without a role here fails the type check; the values are
 * never copied here — the colour page reads them from the themes.
 */
export const colourRoles: Record<ColourToken, ColourRole> = {
  primary: {
    use: 'text',
    for: 'Links, the selected tab, option and navigation item, tags; the primary button’s fill.',
    on: [...pageSurfaces, 'surfaceHover', 'primarySubtle'],
  },
  primaryHover: { use: 'surface', for: 'The primary button under the pointer.' },
  primaryPressed: { use: 'surface', for: 'The primary button while pressed.' },
  primarySubtle: { use: 'surface', for: 'Selected rows, tiles and tree items; the current navigation item; tags.' },
  onPrimary: {
    use: 'text',
    for: 'Text and icons on the primary colour (primary button, checked box, selected date).',
    on: ['primary', 'primaryHover', 'primaryPressed'],
  },
  background: { use: 'surface', for: 'The page behind everything.' },
  surface: { use: 'surface', for: 'Cards, tables, fields and dialogs’ content.' },
  surfaceRaised: { use: 'surface', for: 'What floats above the page: dialogs, popovers, menus, toasts.' },
  surfaceSunken: { use: 'surface', for: 'Recessed areas: table headers, code and logs, image wells, read-only forms.' },
  surfaceHover: { use: 'surface', for: 'A row, item or ghost button under the pointer.' },
  border: {
    use: 'decorative',
    for: 'Dividers and card edges, where spacing already separates what they divide.',
    on: ['background', 'surface', 'surfaceRaised'],
  },
  borderStrong: {
    use: 'non-text',
    for: 'The edge that shows where a control is: text fields, selects, checkboxes, secondary buttons.',
    on: ['background', 'surface', 'surfaceRaised'],
  },
  text: {
    use: 'text',
    for: 'Body text, headings, labels and values.',
    on: [
      ...pageSurfaces,
      'surfaceHover',
      'primarySubtle',
      'infoSubtle',
      'warningSubtle',
      'dangerSubtle',
      'successSubtle',
    ],
  },
  textMuted: {
    use: 'text',
    for: 'Secondary text: table headers, stat labels, neutral badges, icons in fields.',
    on: [...pageSurfaces, 'surfaceHover', 'primarySubtle'],
  },
  textSubtle: {
    use: 'text',
    for: 'Help under a field, placeholders, timestamps.',
    on: [...pageSurfaces, 'primarySubtle'],
  },
  danger: {
    use: 'text',
    for: 'Error messages, the required mark, removed values; the danger button’s fill.',
    on: [...pageSurfaces, 'dangerSubtle'],
  },
  dangerHover: { use: 'surface', for: 'The danger button under the pointer or pressed.' },
  dangerSubtle: { use: 'surface', for: 'A form’s error banner, the delete dialog’s icon, removed values.' },
  onDanger: { use: 'text', for: 'Text on the danger button.', on: ['danger', 'dangerHover'] },
  success: {
    use: 'text',
    for: 'Success badges and toasts’ icons, added values.',
    on: ['surface', 'surfaceRaised', 'successSubtle'],
  },
  successSubtle: { use: 'surface', for: 'Behind success badges and added values.' },
  warning: { use: 'text', for: 'Warning badges, the no-access lock.', on: ['surface', 'warningSubtle'] },
  warningSubtle: { use: 'surface', for: 'Behind warnings: the conflict review, the no-access icon.' },
  info: { use: 'text', for: 'Info badges and toasts’ icons.', on: ['surface', 'surfaceRaised', 'infoSubtle'] },
  infoSubtle: { use: 'surface', for: 'Form notes, a row someone else just changed.' },
  focusRing: {
    use: 'non-text',
    for: 'The keyboard focus indicator around every control (2 px).',
    on: [...pageSurfaces, 'surfaceHover'],
  },
  overlay: {
    use: 'decorative',
    for: 'The scrim behind a modal dialog; it dims the page, the dialog carries the contrast.',
    on: ['background'],
  },
  skeleton: {
    use: 'decorative',
    for: 'Loading placeholders (announced as busy, not read).',
    on: ['surface', 'background'],
  },
};

/**
 * The order the colour page shows the tokens in, by what they are for; one table (and one story) per group, each
 * short enough for a story's screenshot.
 */
export const colourGroups = [
  { title: 'Text', tokens: ['text'] },
  { title: 'Secondary text', tokens: ['textMuted', 'textSubtle'] },
  { title: 'Brand', tokens: ['primary', 'primaryHover', 'primaryPressed', 'primarySubtle', 'onPrimary'] },
  { title: 'Surfaces', tokens: ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'] },
  { title: 'Borders and focus', tokens: ['border', 'borderStrong', 'focusRing'] },
  { title: 'Danger', tokens: ['danger', 'dangerHover', 'dangerSubtle', 'onDanger'] },
  {
    title: 'Success, warning and info',
    tokens: ['success', 'successSubtle', 'warning', 'warningSubtle', 'info', 'infoSubtle'],
  },
  { title: 'Overlays and loading', tokens: ['overlay', 'skeleton'] },
] as const satisfies readonly { title: string; tokens: readonly ColourToken[] }[];

export type ColourGroupTitle = (typeof colourGroups)[number]['title'];
