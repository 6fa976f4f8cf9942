import { Badge } from '../../components/Badge/Badge';
import { colourPairs, failingPairs, schemeTokens, type ColourPair, type Scheme } from './colourPairs';
import { colourGroups, colourRoles, type ColourGroupTitle, type ColourToken } from './colourRoles';
import * as styles from './foundations.css';

const schemes: Scheme[] = ['light', 'dark'];
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/** A pair as drawn: "Aa" for text, a ring for a control's edge or the focus ring. Its colours are the data shown. */
function Sample({ pair }: { pair: ColourPair }) {
  const colours = schemeTokens[pair.scheme].color;
  const fg = colours[pair.token];
  // The samples show failing pairs on purpose: the a11y checks skip them (data-contrast-sample), not the page.
  return (
    <span className={styles.sample} style={{ background: colours[pair.on] }} data-contrast-sample="" aria-hidden="true">
      {pair.use === 'text' || pair.use === 'large-text' ? (
        <span style={{ color: fg }}>Aa</span>
      ) : (
        <span className={styles.ringSample} style={{ borderColor: fg }} />
      )}
    </span>
  );
}

function Verdict({ pair }: { pair: ColourPair }) {
  if (pair.needs === null) return <Badge tone="neutral">No minimum</Badge>;
  return (
    <>
      <Badge tone={pair.verdict.aa ? 'success' : 'danger'}>{pair.verdict.aa ? 'AA pass' : 'AA fail'}</Badge>
      {pair.verdict.aaa === null ? null : (
        <Badge tone={pair.verdict.aaa ? 'success' : 'neutral'}>{pair.verdict.aaa ? 'AAA pass' : 'AAA fail'}</Badge>
      )}
    </>
  );
}

function TokenCell({ token, scheme, pairs }: { token: ColourToken; scheme: Scheme; pairs: ColourPair[] }) {
  const value = schemeTokens[scheme].color[token];
  return (
    <td className={styles.cell}>
      <div className={styles.swatchRow}>
        <span className={styles.swatch} style={{ background: value }} aria-hidden="true" />
        <span className={styles.mono}>{value}</span>
      </div>
      {pairs.length ? (
        <ul className={styles.pairs} aria-label={`${token} in ${scheme}, contrast on the surfaces it is drawn on`}>
          {pairs.map((pair) => (
            <li key={pair.on} className={styles.pair}>
              <Sample pair={pair} />
              <span className={styles.pairName}>
                <span className={styles.visuallyHidden}>on </span>
                {pair.on} {ratio(pair.verdict.ratio)}
              </span>
              <span className={styles.verdicts}>
                <Verdict pair={pair} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

/** One group of colour tokens, light and dark side by side, each with its contrast on the surfaces it is drawn on. */
export function ColourTokenTable({ title }: { title: ColourGroupTitle }) {
  const pairsByScheme = { light: colourPairs('light'), dark: colourPairs('dark') };
  const group = colourGroups.find((candidate) => candidate.title === title)!;
  return (
    <div className={styles.scroller}>
      <table className={`${styles.table} ${styles.fixedTable}`}>
        <caption className={styles.caption}>{group.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.headerCell} ${styles.tokenColumn}`}>
              Token
            </th>
            <th scope="col" className={styles.headerCell}>
              Light
            </th>
            <th scope="col" className={styles.headerCell}>
              Dark
            </th>
          </tr>
        </thead>
        <tbody>
          {group.tokens.map((token) => (
            <tr key={token}>
              <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
                <div className={styles.tokenName}>{token}</div>
                <div className={styles.muted}>{colourRoles[token].for}</div>
                <div className={styles.muted}>{needsLine(token)}</div>
              </th>
              {schemes.map((scheme) => (
                <TokenCell
                  key={scheme}
                  token={token}
                  scheme={scheme}
                  pairs={pairsByScheme[scheme].filter((pair) => pair.token === token)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function needsLine(token: ColourToken): string {
  const role = colourRoles[token];
  if (role.use === 'surface') return 'A surface: the tokens drawn on it carry the contrast.';
  if (role.use === 'decorative') return 'Decorative: no contrast minimum (WCAG 1.4.11 exempts it).';
  if (role.use === 'non-text') return 'Needs 3:1 against its surface (WCAG 1.4.11, AA; no AAA level).';
  return 'Text: needs 4.5:1 for AA (WCAG 1.4.3) and 7:1 for AAA (1.4.6).';
}

/** The answer to "which colours fail contrast, on what": every needed pair under AA, in either scheme. */
export function ContrastFailures() {
  const failing = failingPairs();
  if (!failing.length) return <p>Every pair that needs contrast passes AA in both schemes.</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Pairs under AA ({failing.length})</caption>
        <thead>
          <tr>
            {['Token', 'On surface', 'Scheme', 'Contrast', 'Needs', 'Sample'].map((header) => (
              <th key={header} scope="col" className={styles.headerCell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {failing.map((pair) => (
            <tr key={`${pair.scheme}-${pair.token}-${pair.on}`}>
              <th scope="row" className={`${styles.cell} ${styles.rowHeader} ${styles.mono}`}>
                {pair.token}
              </th>
              <td className={`${styles.cell} ${styles.mono}`}>{pair.on}</td>
              <td className={styles.cell}>{pair.scheme === 'light' ? 'Light' : 'Dark'}</td>
              <td className={styles.cell}>
                <Badge tone="danger">{`${ratio(pair.verdict.ratio)} AA fail`}</Badge>
              </td>
              <td className={styles.cell}>{`${pair.needs}:1 (${pair.use === 'text' ? 'text' : 'non-text'})`}</td>
              <td className={styles.cell}>
                <Sample pair={pair} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
