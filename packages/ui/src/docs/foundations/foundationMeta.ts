import { desktopModes } from '../../../../../.storybook/modes';

/**
 * Parameters every foundations story shares: no code panel (the page is about the values, not how the table is
 * built) and desktop-only hosted snapshots (the tables read the same on a phone).
 */
export const foundationParameters = {
  docs: { canvas: { sourceState: 'none' } },
  chromatic: { modes: desktopModes },
};
