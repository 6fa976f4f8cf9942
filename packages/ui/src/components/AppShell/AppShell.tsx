import { LogOut, Moon, PanelLeftClose, PanelLeftOpen, Sun, Tag, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link, Menu, MenuItem, MenuTrigger, Separator } from 'react-aria-components';
import { Popover } from '../Overlay/Popover';
import type { ColorScheme } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { option, popover } from '../ListBox/ListBox.css';
import * as styles from './AppShell.css';

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
  onLogout: () => void;
  colorScheme: ColorScheme;
  onToggleColorScheme: () => void;
  sidebarCollapsed: boolean;
  onSidebarCollapsedChange: (collapsed: boolean) => void;
  /** Extra top-bar controls, e.g. the command palette button. */
  topBarExtras?: ReactNode;
  children: ReactNode;
}

function currentHref(navigation: NavSection[], path: string): string | undefined {
  const hrefs = navigation.flatMap((section) => section.items.map((item) => item.href));
  return hrefs
    .filter((href) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The frame of the back-office: brand, collapsible sidebar with every section, top bar with theme and user menu. */
export function AppShell(props: AppShellProps) {
  const { navigation, currentPath, user, sidebarCollapsed, colorScheme } = props;
  const active = currentHref(navigation, currentPath);
  return (
    <div className={styles.shell} data-collapsed={sidebarCollapsed || undefined}>
      {/* A named region, so the brand is inside a landmark like the rest of the shell (axe `region`). */}
      <section className={styles.brand} aria-label={props.productName ?? 'Deals admin'}>
        <span className={styles.logo} aria-hidden="true">
          <Tag size={18} />
        </span>
        {sidebarCollapsed ? null : <span>{props.productName ?? 'Deals admin'}</span>}
      </section>
      <header className={styles.topBar}>
        <Button
          variant="ghost"
          icon={sidebarCollapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
          aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onPress={() => props.onSidebarCollapsedChange(!sidebarCollapsed)}
        />
        <div className={styles.spacer} />
        {props.topBarExtras}
        <Button
          variant="ghost"
          icon={colorScheme === 'light' ? <Moon size={18} /> : <Sun size={18} />}
          aria-label={colorScheme === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
          onPress={props.onToggleColorScheme}
        />
        {user ? (
          <MenuTrigger>
            <AriaButton className={styles.userButton}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(user.name)}
              </span>
              <span>{user.name}</span>
            </AriaButton>
            <Popover className={popover} placement="bottom end">
              <div className={styles.menuHeader}>
                <strong>{user.name}</strong>
                <span>{user.email}</span>
              </div>
              <Menu className={styles.menu}>
                <MenuItem className={option} href={props.profileHref ?? '/profile'}>
                  <span>Profile</span>
                  <User size={16} aria-hidden="true" />
                </MenuItem>
                <Separator />
                <MenuItem className={option} onAction={props.onLogout}>
                  <span>Log out</span>
                  <LogOut size={16} aria-hidden="true" />
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        ) : null}
      </header>
      <nav className={styles.nav} aria-label="Main">
        {navigation.map((section) => (
          <div key={section.label} className={styles.section}>
            <div className={styles.sectionTitle}>{section.label}</div>
            {section.items.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                className={styles.navLink}
                aria-current={item.href === active ? 'page' : undefined}
                aria-label={sidebarCollapsed ? item.label : undefined}
              >
                <span className={styles.navIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <span className={styles.navLabel}>{item.label}</span>
              </Link>
            ))}
          </div>
        ))}
      </nav>
      <main className={styles.main} id="main">
        {props.children}
      </main>
    </div>
  );
}
