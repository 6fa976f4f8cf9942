import { LogOut, User } from 'lucide-react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Separator } from 'react-aria-components';
import { option, popover } from '../ListBox/ListBox.css';
import { Popover } from '../Overlay/Popover';
import * as styles from './AppShell.css';

export interface UserMenuProps {
  user: { name: string; email: string };
  profileHref: string;
  onLogout: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The signed-in person (avatar, and their name where there is room) opening Profile and Log out. */
export function UserMenu({ user, profileHref, onLogout }: UserMenuProps) {
  return (
    <MenuTrigger>
      {/* On phones only the avatar shows; the name stays for assistive technology. */}
      <AriaButton className={styles.userButton}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className={styles.userName}>{user.name}</span>
      </AriaButton>
      <Popover className={popover} placement="bottom end">
        <div className={styles.menuHeader}>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </div>
        <Menu className={styles.menu}>
          <MenuItem className={option} href={profileHref}>
            <span>Profile</span>
            <User size={16} aria-hidden="true" />
          </MenuItem>
          <Separator />
          <MenuItem className={option} onAction={onLogout}>
            <span>Log out</span>
            <LogOut size={16} aria-hidden="true" />
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
