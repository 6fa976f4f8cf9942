import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Typography of rich text: the same in the editor and in any preview of its HTML. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} :where(p, h2, h3, ul, ol, blockquote)`, { marginBlock: 0 });
globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} h3`, {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} :where(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
});
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md, display: 'block' });
globalStyle(`${prose} img.ProseMirror-selectednode`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
});
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
});
