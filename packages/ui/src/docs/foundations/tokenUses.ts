import type { staticTokens } from '../../theme/tokens';

type Scale<Key extends keyof typeof staticTokens> = Record<keyof (typeof staticTokens)[Key], string>;

/*
 * What each shared token is for, in words, keyed by the token type: a token added without a use here fails the type
 * check. The values themselves are read from `staticTokens` by the pages, never copied.
 */

export const fontSizeUses: Scale<'fontSize'> = {
  xs: 'Help under fields, error messages, badges, table meta.',
  sm: 'Labels, table cells, buttons (small), secondary text, tooltips.',
  md: 'Body text: the default size of everything (14 px).',
  lg: 'Card titles, empty-state titles, large buttons.',
  xl: 'Dialog titles, the no-access heading.',
  xxl: 'Page titles (the h1 of every screen).',
  display: 'Headline figures on the dashboard (Stat).',
};

export const fontWeightUses: Scale<'fontWeight'> = {
  regular: 'Body text.',
  medium: 'Labels, table headers, tabs, links.',
  semibold: 'Buttons, badges, card and dialog titles, selected options.',
  bold: 'Page titles and headline figures.',
};

export const lineHeightUses: Scale<'lineHeight'> = {
  tight: 'Headings, buttons and one-line controls.',
  normal: 'Running text and anything that may wrap.',
};

export const spaceUses: Scale<'space'> = {
  none: 'Flush.',
  xxs: 'Between a label and its mark; inside dense rows.',
  xs: 'Between a field’s label, control and help; between icons and text in badges.',
  sm: 'Between an icon and its label in a button; between buttons in a row.',
  md: 'Inside controls (horizontal padding); table cells.',
  lg: 'Between fields in a form; around the Storybook canvas; card grids.',
  xl: 'Inside cards and dialogs; between page sections.',
  xxl: 'Between major blocks of a page.',
  xxxl: 'Around empty states and centred pages.',
};

export const radiusUses: Scale<'radius'> = {
  sm: 'Small things inside controls: tags’ remove buttons, samples, date segments.',
  md: 'The default (8 px): buttons, fields, cards, dialogs, tables, menus.',
  lg: 'Large panels: the sign-in panel, the media library’s drop zone.',
  full: 'Pills and circles: badges, switches, radio dots, avatars.',
};

export const shadowUses = {
  sm: 'Resting on the page: cards, the switch’s thumb.',
  md: 'Floating near its trigger: menus and list boxes, tooltips, toasts, the sign-in panel.',
  lg: 'Above everything, blocking: dialogs and the phone navigation drawer.',
} as const;

export const zIndexUses: Scale<'zIndex'> = {
  sticky: 'Sticky bars inside the page: the form’s action bar, the top bar.',
  overlay: 'Non-modal layers over the page.',
  modal: 'Modal dialogs and the phone drawer, with their scrim.',
  popover: 'Menus, list boxes, tooltips, the disabled-action reason — above a dialog that opened them.',
  toast: 'Toasts, above dialogs so a save’s result is seen.',
  progress: 'The page-loading bar, above everything.',
};

export const motionUses: Scale<'motion'> = {
  fast: 'State changes a person caused: hover, press, a switch’s thumb, a tree’s chevron.',
  normal: 'Things arriving or leaving: dialogs, the drawer, toasts, a changed row’s highlight.',
  easing: 'Every transition: quick to start, gentle to settle.',
};

export const sizeUses: Scale<'size'> = {
  controlSm: 'Small buttons (toolbars, pagination).',
  controlMd: 'Default height of buttons and fields.',
  controlLg: 'Large buttons; touch-first actions.',
  iconSm: 'Icons inside controls.',
  iconMd: 'Icons beside text in navigation and headers.',
  focusRing: 'Width of the keyboard focus ring.',
  border: 'Width of every border.',
  toastWidth: 'A toast’s width (spec: 356 px).',
  toastGap: 'The gap between stacked toasts (spec: 14 px).',
  dialogSm: 'Confirmation and image-URL dialogs.',
  dialogMd: 'Forms in dialogs.',
  dialogLg: 'The media picker, conflict review.',
  sidebar: 'The desktop sidebar, expanded.',
  sidebarCollapsed: 'The desktop sidebar, icons only.',
  topBar: 'The app’s top bar.',
  progressBar: 'The page-loading bar’s height.',
};
