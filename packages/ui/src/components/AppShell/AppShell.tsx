import { Menu as MenuIcon, Moon, PanelLeftClose, PanelLeftOpen, Sun, Tag } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { ColorScheme } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import * as styles from './AppShell.css';
import { openedLazily } from '../Overlay/openedLazily';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

export interface AppShellProps {
  productName?: string;
  navigation: NavSection[];
  /** The current location's path; the item whose href is its longest prefix is marked current. */
  currentPath: string;
  user: { name: string; email: string } | null;
  profileHref?: string;
  onSignOut: () => void;
  colorScheme: ColorScheme;
  onToggleColorScheme: () => void;
  /** Desktop only: the sidebar shows icons with tooltips. Phones and tablets always use the drawer. */
  sidebarCollapsed: boolean;
  onSidebarCollapsedChange: (collapsed: boolean) => void;
  /** Extra top-bar controls, e.g. the command palette button. */
  topBarExtras?: ReactNode;
  children: ReactNode;
}

// Phones open it; a desktop page never downloads its modal code.
const NavDrawer = /* @__PURE__ */ openedLazily(() => import('./NavDrawer').then((module) => module.NavDrawer));

function currentHref(navigation: NavSection[], path: string): string | undefined {
  const hrefs = navigation.flatMap((section) => section.items.map((item) => item.href));
  return hrefs
    .filter((href) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The frame of the back-office: brand, sidebar with every section, top bar with theme and user menu. On desktop the
 * sidebar can collapse to icons; on phones and tablets it is a drawer opened from the top bar.
 */
export function AppShell(props: AppShellProps) {
  const { navigation, currentPath, user, sidebarCollapsed, colorScheme } = props;
  const productName = props.productName ?? 'Deals admin';
  const active = currentHref(navigation, currentPath);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  return (
    <div className={styles.shell} data-collapsed={sidebarCollapsed || undefined}>
      {/* The first Tab stop: past the top bar and the sidebar's links straight to the page. */}
      <a
        className={styles.skipLink}
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      {/* A named region, so the brand is inside a landmark like the rest of the shell (axe `region`). */}
      <section className={styles.brand} aria-label={productName}>
        <span className={styles.logo} aria-hidden="true">
          <Tag size={18} />
        </span>
        {sidebarCollapsed ? null : <span>{productName}</span>}
      </section>
      <header className={styles.topBar}>
        <span className={styles.compactOnly}>
          <Button
            variant="ghost"
            icon={<MenuIcon size={18} />}
            aria-label="Open navigation"
            onHoverStart={NavDrawer.preload}
            onPressStart={NavDrawer.preload}
            onPress={() => setDrawerOpen(true)}
          />
        </span>
        <span className={styles.wideOnly}>
          <Button
            variant="ghost"
            icon={sidebarCollapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
            aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onPress={() => props.onSidebarCollapsedChange(!sidebarCollapsed)}
          />
        </span>
        <div className={styles.spacer} />
        {props.topBarExtras}
        <Button
          variant="ghost"
          icon={colorScheme === 'light' ? <Moon size={18} /> : <Sun size={18} />}
          aria-label={colorScheme === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
          onPress={props.onToggleColorScheme}
        />
        {user ? (
          <UserMenu user={user} profileHref={props.profileHref ?? '/profile'} onSignOut={props.onSignOut} />
        ) : null}
      </header>
      <SidebarNav navigation={navigation} active={active} iconsOnly={sidebarCollapsed} className={styles.nav} />
      <NavDrawer
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        productName={productName}
        navigation={navigation}
        active={active}
      />
      <main className={styles.main} id="main" ref={main} tabIndex={-1}>
        {props.children}
      </main>
    </div>
  );
}
