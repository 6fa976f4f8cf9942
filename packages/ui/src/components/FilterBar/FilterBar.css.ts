import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const filterBar = style({
  display: 'flex',
  // Labels on one line: a filter that grows below its field (chosen tags) moves nothing beside it.
  alignItems: 'flex-start',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  marginBottom: vars.space.lg,
  '@media': { [media.compact]: { alignItems: 'flex-end', gap: vars.space.sm } },
});

export const grow = style({
  flex: '1 1 280px',
  maxWidth: '420px',
  '@media': { [media.compact]: { flex: '1 1 0', minWidth: 0, maxWidth: 'none' } },
});

/** The phone's "Filters" button; wide screens show the filters themselves. */
export const toggle = style({ display: 'none', '@media': { [media.compact]: { display: 'flex' } } });

/** Beside the search on wide screens; on a phone, a panel of their own under it, while opened. */
export const filters = style({
  display: 'contents',
  '@media': {
    [media.compact]: {
      display: 'none',
      flexBasis: '100%',
      flexWrap: 'wrap',
      // As on wide screens: a filter with chosen tags under it grows alone, its neighbours keep their height.
      alignItems: 'flex-start',
      gap: vars.space.md,
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceSunken,
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});
