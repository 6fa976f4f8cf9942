import { Link } from 'react-aria-components';
import { Tooltip } from '../Tooltip/Tooltip';
import type { NavSection } from './AppShell';
import * as styles from './AppShell.css';

export interface SidebarNavProps {
  navigation: NavSection[];
  /** The href of the current item. */
  active: string | undefined;
  /** Icons only: each link keeps its name for assistive technology and shows it as a tooltip. */
  iconsOnly?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  className?: string;
}

/** The sections of the back-office and their links, in the sidebar or in the phone drawer. */
export function SidebarNav({ navigation, active, iconsOnly = false, onNavigate, className }: SidebarNavProps) {
  return (
    <nav className={className} aria-label="Main" data-icons-only={iconsOnly || undefined}>
      {navigation.map((section) => (
        <div key={section.label} className={styles.section}>
          <div className={styles.sectionTitle}>{section.label}</div>
          {section.items.map((item) => (
            <Tooltip key={item.href} content={item.label} isDisabled={!iconsOnly}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={item.href === active ? 'page' : undefined}
                aria-label={iconsOnly ? item.label : undefined}
                onPress={onNavigate}
              >
                <span className={styles.navIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <span className={styles.navLabel}>{item.label}</span>
              </Link>
            </Tooltip>
          ))}
        </div>
      ))}
    </nav>
  );
}
