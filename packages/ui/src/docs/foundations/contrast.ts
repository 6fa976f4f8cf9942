/**
 * WCAG 2.x contrast, computed from the theme's own values so the colour page can't disagree with the themes.
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio and #dfn-relative-luminance.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** The `#rgb`, `#rrggbb`, `rgb()` and `rgba()` forms the themes use; anything else is refused, never guessed. */
export function parseColour(value: string): Rgba {
  const hex = HEX.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = RGB.exec(value.trim());
  if (rgb)
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
  throw new Error(`Not a colour the contrast check reads: ${value}`);
}

/** A translucent colour as it shows over an opaque one (the overlay over a page). */
export function composite(top: Rgba, under: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

function channel(value: number): number {
  const srgb = value / 255;
  // WCAG 2.2 uses 0.04045 (2.0's 0.03928 gives the same result for 8-bit values).
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: Rgba): number {
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/**
 * The contrast ratio (1 to 21) of a foreground on a background. A translucent foreground is first laid over the
 * background; the background itself must be opaque (a translucent surface has no single colour to measure against).
 */
export function contrastRatio(foreground: string, background: string): number {
  const under = parseColour(background);
  if (under.a < 1) throw new Error(`A background must be opaque to measure contrast on: ${background}`);
  const over = composite(parseColour(foreground), under);
  const [lighter, darker] = [relativeLuminance(over), relativeLuminance(under)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** What a pair is for decides the bar it must pass (WCAG 1.4.3, 1.4.6 and 1.4.11). */
export type ContrastUse = 'text' | 'large-text' | 'non-text';

export interface ContrastVerdict {
  ratio: number;
  /** Level AA: 4.5 for text, 3 for large text and for controls' boundaries and icons. */
  aa: boolean;
  /** Level AAA: 7 for text, 4.5 for large text; WCAG sets no AAA level for non-text contrast (null). */
  aaa: boolean | null;
}

const BARS: Record<ContrastUse, { aa: number; aaa: number | null }> = {
  text: { aa: 4.5, aaa: 7 },
  'large-text': { aa: 3, aaa: 4.5 },
  'non-text': { aa: 3, aaa: null },
};

export function contrastVerdict(foreground: string, background: string, use: ContrastUse): ContrastVerdict {
  const ratio = contrastRatio(foreground, background);
  const bar = BARS[use];
  // WCAG compares the unrounded ratio: 4.49 fails AA even though it would print as 4.5.
  return { ratio, aa: ratio >= bar.aa, aaa: bar.aaa === null ? null : ratio >= bar.aaa };
}

export function contrastBar(use: ContrastUse) {
  return BARS[use];
}
