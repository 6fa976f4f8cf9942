import { darkTokens } from '../../theme/dark';
import { lightTokens } from '../../theme/light';
import type { ThemeTokens } from '../../theme/tokens';
import { contrastBar, contrastVerdict, type ContrastUse, type ContrastVerdict } from './contrast';
import { colourRoles, type ColourToken } from './colourRoles';

export const schemeTokens = { light: lightTokens, dark: darkTokens } satisfies Record<string, ThemeTokens>;
export type Scheme = keyof typeof schemeTokens;

export interface ColourPair {
  token: ColourToken;
  on: ColourToken;
  scheme: Scheme;
  use: ContrastUse | 'decorative';
  /** The bar the pair must pass for AA, null when nothing depends on seeing it. */
  needs: number | null;
  verdict: ContrastVerdict;
}

/** Every token on every surface it is drawn on, in one scheme, with its contrast computed from the theme. */
export function colourPairs(scheme: Scheme): ColourPair[] {
  const colours = schemeTokens[scheme].color;
  return (Object.keys(colourRoles) as ColourToken[]).flatMap((token) => {
    const role = colourRoles[token];
    if (role.use === 'surface') return [];
    const use = role.use === 'decorative' ? 'non-text' : role.use;
    return role.on.map((on) => ({
      token,
      on,
      scheme,
      use: role.use,
      needs: role.use === 'decorative' ? null : contrastBar(use).aa,
      verdict: contrastVerdict(colours[token], colours[on], use),
    }));
  });
}

/** Pairs that need contrast and don't reach AA: what the colour page lists first. */
export function failingPairs(): ColourPair[] {
  return (['light', 'dark'] as const).flatMap((scheme) =>
    colourPairs(scheme).filter((pair) => pair.needs !== null && !pair.verdict.aa),
  );
}
