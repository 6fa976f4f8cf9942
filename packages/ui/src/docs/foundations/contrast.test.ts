import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastVerdict, parseColour, relativeLuminance } from './contrast';

describe('WCAG 2.x contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, whichever way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7635dc', '#7635dc')).toBe(1);
  });

  it('matches the published ratios of the greys at the AA and AAA edges', () => {
    // The greys every contrast checker lists: #777 just fails AA on white, #767676 just passes, #595959 is 7:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#595959', '#ffffff')).toBeCloseTo(7.0, 2);
  });

  it('computes relative luminance per channel with the sRGB curve', () => {
    expect(relativeLuminance(parseColour('#ffffff'))).toBeCloseTo(1, 10);
    expect(relativeLuminance(parseColour('#ff0000'))).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance(parseColour('#00ff00'))).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance(parseColour('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('reads #rgb, #rrggbb, rgb() and rgba(), and refuses what it does not know', () => {
    expect(parseColour('#fa0')).toEqual({ r: 255, g: 170, b: 0, a: 1 });
    expect(parseColour('rgb(16, 20, 28)')).toEqual({ r: 16, g: 20, b: 28, a: 1 });
    expect(parseColour('rgba(16, 20, 28, 0.48)')).toEqual({ r: 16, g: 20, b: 28, a: 0.48 });
    expect(() => parseColour('purple')).toThrow(/Not a colour/);
    expect(() => contrastRatio('#000', 'rgba(0, 0, 0, 0.5)')).toThrow(/opaque/);
  });

  it('lays a translucent foreground over its background before measuring', () => {
    // Half-black over white is a grey of 127.5 per channel, between #7f7f7f (4.00:1) and #808080 (3.95:1).
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(3.98, 2);
  });

  it('passes and fails by the bar of what the pair is for, on the unrounded ratio', () => {
    expect(contrastVerdict('#777777', '#ffffff', 'text')).toMatchObject({ aa: false, aaa: false });
    expect(contrastVerdict('#777777', '#ffffff', 'large-text')).toMatchObject({ aa: true, aaa: false });
    expect(contrastVerdict('#595959', '#ffffff', 'text')).toMatchObject({ aa: true, aaa: true });
    // Non-text contrast (1.4.11) has a single level: 3:1.
    expect(contrastVerdict('#949494', '#ffffff', 'non-text')).toMatchObject({ aa: true, aaa: null });
    expect(contrastVerdict('#e1e3e8', '#ffffff', 'non-text')).toMatchObject({ aa: false, aaa: null });
  });
});
