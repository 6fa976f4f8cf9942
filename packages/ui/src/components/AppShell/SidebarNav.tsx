import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { deferredModule, useDeferredModule } from '../Overlay/deferredModule';
import type { TooltipProps } from '../Tooltip/Tooltip';
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

// Only a collapsed sidebar shows tooltips, so their code (react-aria's tooltip and positioning) loads when it collapses.
const tooltipModule = /* @__PURE__ */ deferredModule(() =>
  import('../Tooltip/Tooltip').then((module) => module.Tooltip),
);

/** The sections of the back-office and their links, in the sidebar or in the phone drawer. */
export function SidebarNav({ navigation, active, iconsOnly = false, onNavigate, className }: SidebarNavProps) {
  const [Tooltip, loadTooltip] = useDeferredModule(tooltipModule);
  useEffect(() => {
    if (iconsOnly) void loadTooltip();
  }, [iconsOnly, loadTooltip]);
  return (
    <nav className={className} aria-label="Main" data-icons-only={iconsOnly || undefined}>
      {navigation.map((section) => (
        <div key={section.label} className={styles.section}>
          <div className={styles.sectionTitle}>{section.label}</div>
          {section.items.map((item) => (
            <NavLink
              key={item.href}
              iconsOnly={iconsOnly}
              tooltip={Tooltip}
              label={item.label}
              icon={item.icon}
              href={item.href}
              isCurrent={item.href === active}
              onNavigate={onNavigate}
            />
          ))}
        </div>
      ))}
    </nav>
  );
}

interface NavLinkProps {
  /** Icons only: the link keeps its name for assistive technology, and shows it in a tooltip once that has loaded. */
  iconsOnly: boolean;
  tooltip: ComponentType<TooltipProps> | undefined;
  label: string;
  icon: ReactNode;
  href: string;
  isCurrent: boolean;
  onNavigate?: () => void;
}

function NavLink({ iconsOnly, tooltip: Tooltip, label, icon, href, isCurrent, onNavigate }: NavLinkProps) {
  const link = (
    <Link
      href={href}
      className={styles.navLink}
      aria-current={isCurrent ? 'page' : undefined}
      aria-label={iconsOnly ? label : undefined}
      onPress={onNavigate}
    >
      <span className={styles.navIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.navLabel}>{label}</span>
    </Link>
  );
  return iconsOnly && Tooltip ? <Tooltip content={label}>{link}</Tooltip> : link;
}
