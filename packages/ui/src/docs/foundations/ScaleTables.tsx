import { useState } from 'react';
import { reviewViewports } from '../../../../../.storybook/viewports';
import { Button } from '../../components/Button/Button';
import { media } from '../../theme/breakpoints';
import { darkTokens } from '../../theme/dark';
import { lightTokens } from '../../theme/light';
import { staticTokens } from '../../theme/tokens';
import { FoundationTable } from './FoundationTable';
import * as styles from './foundations.css';
import * as uses from './tokenUses';

// The samples draw each token's own value: inline styles here are the data being shown.
const entries = <Scale extends Record<string, string>>(scale: Scale) =>
  Object.entries(scale) as [keyof Scale & string, string][];
const SENTENCE = 'Everglow 65" QLED TV — €1,299.00';

export function FontFamilies() {
  return (
    <FoundationTable
      caption="Families"
      rows={entries(staticTokens.font).map(([token, value]) => ({
        token: `font.${token}`,
        value,
        use:
          token === 'body'
            ? 'Everything: Public Sans, bundled with the package (no font is fetched).'
            : 'Logs and code.',
        sample: <span style={{ fontFamily: value }}>{SENTENCE}</span>,
      }))}
    />
  );
}

export function TypeScale() {
  return (
    <FoundationTable
      caption="Sizes"
      rows={entries(staticTokens.fontSize).map(([token, value]) => ({
        token: `fontSize.${token}`,
        value,
        use: uses.fontSizeUses[token],
        sample: <span style={{ fontSize: value, lineHeight: staticTokens.lineHeight.tight }}>{SENTENCE}</span>,
      }))}
    />
  );
}

export function FontWeights() {
  return (
    <FoundationTable
      caption="Weights"
      rows={entries(staticTokens.fontWeight).map(([token, value]) => ({
        token: `fontWeight.${token}`,
        value,
        use: uses.fontWeightUses[token],
        sample: <span style={{ fontWeight: value, fontSize: staticTokens.fontSize.lg }}>{SENTENCE}</span>,
      }))}
    />
  );
}

export function LineHeights() {
  return (
    <FoundationTable
      caption="Line heights"
      rows={entries(staticTokens.lineHeight).map(([token, value]) => ({
        token: `lineHeight.${token}`,
        value,
        use: uses.lineHeightUses[token],
        sample: (
          <p className={styles.lineSample} style={{ lineHeight: value }}>
            The sale runs until Sunday night. Prices are shown with tax; shipping is added at checkout and free above
            €50.
          </p>
        ),
      }))}
    />
  );
}

export function SpaceScale() {
  return (
    <FoundationTable
      caption="Space"
      rows={entries(staticTokens.space).map(([token, value]) => ({
        token: `space.${token}`,
        value,
        use: uses.spaceUses[token],
        sample: <span className={styles.spaceBar} style={{ width: value }} aria-hidden="true" />,
      }))}
    />
  );
}

export function SizeScale() {
  return (
    <FoundationTable
      caption="Sizes"
      rows={entries(staticTokens.size).map(([token, value]) => ({
        token: `size.${token}`,
        value,
        use: uses.sizeUses[token],
        sample: <span className={styles.spaceBar} style={{ width: `min(${value}, 100%)` }} aria-hidden="true" />,
      }))}
    />
  );
}

export function RadiusScale() {
  return (
    <FoundationTable
      caption="Radius"
      rows={entries(staticTokens.radius).map(([token, value]) => ({
        token: `radius.${token}`,
        value,
        use: uses.radiusUses[token],
        sample: <span className={styles.radiusBox} style={{ borderRadius: value }} aria-hidden="true" />,
      }))}
    />
  );
}

/** Shadows differ by scheme (dark needs deeper ones to show at all): both, each on its own background. */
export function Elevation() {
  return (
    <FoundationTable
      caption="Shadows"
      rows={entries(lightTokens.shadow).map(([token]) => ({
        token: `shadow.${token}`,
        value: `light ${lightTokens.shadow[token]}; dark ${darkTokens.shadow[token]}`,
        use: uses.shadowUses[token],
        sample: (
          <span className={styles.elevationPair} aria-hidden="true">
            {[lightTokens, darkTokens].map((tokens) => (
              <span
                key={tokens.color.background}
                className={styles.elevationStage}
                style={{ background: tokens.color.background }}
              >
                <span
                  className={styles.elevationCard}
                  style={{ background: tokens.color.surfaceRaised, boxShadow: tokens.shadow[token] }}
                />
              </span>
            ))}
          </span>
        ),
      }))}
    />
  );
}

export function Layers() {
  return (
    <FoundationTable
      caption="Layers (z-index), bottom to top"
      rows={entries(staticTokens.zIndex).map(([token, value]) => ({
        token: `zIndex.${token}`,
        value,
        use: uses.zIndexUses[token],
        sample: null,
      }))}
    />
  );
}

function MotionSample({ duration }: { duration: string }) {
  const [moved, setMoved] = useState(false);
  return (
    <span className={styles.motionRow}>
      <Button size="sm" variant="secondary" onPress={() => setMoved((value) => !value)}>
        Play
      </Button>
      <span className={styles.motionTrack} aria-hidden="true">
        <span
          className={styles.motionDot}
          data-moved={moved || undefined}
          style={{ transition: `transform ${duration} ${staticTokens.motion.easing}` }}
        />
      </span>
    </span>
  );
}

export function MotionScale() {
  return (
    <FoundationTable
      caption="Durations and easing"
      rows={entries(staticTokens.motion).map(([token, value]) => ({
        token: `motion.${token}`,
        value,
        use: uses.motionUses[token],
        sample: token === 'easing' ? null : <MotionSample duration={value} />,
      }))}
    />
  );
}

export function Breakpoints() {
  const rows = [
    ...entries(media).map(([token, value]) => ({
      token: `media.${token}`,
      value,
      use:
        token === 'compact'
          ? 'Phones and tablets: the sidebar becomes a drawer, pages lose their wide gutters, forms go to one column.'
          : 'Desktops: the sidebar is always there (it can collapse to icons), forms may show a side column.',
      sample: null,
    })),
    ...Object.entries(reviewViewports).map(([name, viewport]) => ({
      token: `viewport ${name}`,
      value: `${viewport.styles.width} × ${viewport.styles.height}`,
      use:
        name === 'phone'
          ? 'The phone every screen is designed and tested for; nothing may scroll sideways.'
          : 'A tablet in portrait: still the compact layout.',
      sample: null,
    })),
  ];
  return <FoundationTable caption="Breakpoints and review widths" rows={rows} />;
}
