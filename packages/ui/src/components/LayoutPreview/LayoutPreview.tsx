import { GalleryHorizontal, GalleryHorizontalEnd, ListOrdered, BadgePercent } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './LayoutPreview.css';

export const layoutBlockKinds = ['banner', 'products', 'menu', 'sales'] as const;
export type LayoutBlockKind = (typeof layoutBlockKinds)[number];

export interface LayoutBlock {
  id: string;
  kind: LayoutBlockKind;
  /** "Banner carousel". */
  kindLabel: string;
  /** What the section shows; null when it points at something that no longer exists. */
  title: string | null;
}

export interface LayoutPreviewProps {
  label: string;
  /** The page's name, shown in the preview's header strip. */
  pageName: string;
  blocks: LayoutBlock[];
}

const icons: Record<LayoutBlockKind, ReactNode> = {
  banner: <GalleryHorizontal size={14} aria-hidden="true" />,
  products: <GalleryHorizontalEnd size={14} aria-hidden="true" />,
  menu: <ListOrdered size={14} aria-hidden="true" />,
  sales: <BadgePercent size={14} aria-hidden="true" />,
};

function Placeholder({ kind }: { kind: LayoutBlockKind }) {
  if (kind === 'banner') return <div className={styles.banner} />;
  const variant = kind === 'products' ? 'cards' : kind === 'menu' ? 'pills' : 'tiles';
  const count = variant === 'cards' ? 5 : variant === 'pills' ? 6 : 3;
  return (
    <div className={`${styles.row} ${styles.rowOf[variant]}`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.shape[variant]} />
      ))}
    </div>
  );
}

/** A wireframe of a storefront page: its sections top to bottom, each drawn as the kind of block it becomes. */
export function LayoutPreview({ label, pageName, blocks }: LayoutPreviewProps) {
  return (
    <section aria-label={label}>
      <ol className={styles.page}>
        <li className={styles.chrome} aria-hidden="true">
          <span>{pageName}</span>
          <span>Site header</span>
        </li>
        {blocks.length === 0 ? <li className={styles.empty}>Add sections to see the page take shape.</li> : null}
        {blocks.map((block) => (
          <li key={block.id} className={styles.block}>
            <span className={styles.blockHeading}>
              {icons[block.kind]}
              {block.kindLabel}
            </span>
            <span className={block.title === null ? `${styles.blockTitle} ${styles.missing}` : styles.blockTitle}>
              {block.title ?? 'Deleted — pick another'}
            </span>
            <Placeholder kind={block.kind} />
          </li>
        ))}
      </ol>
    </section>
  );
}
