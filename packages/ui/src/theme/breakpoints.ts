/**
 * Widths where the layout changes. Media queries cannot read CSS variables, so these are plain values beside the tokens.
 * `compact`: phones and tablets, where the sidebar becomes a drawer and pages lose their wide gutters.
 */
export const media = {
  compact: 'screen and (max-width: 1023.98px)',
  wide: 'screen and (min-width: 1024px)',
} as const;
