import { LogOut, User } from 'lucide-react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Separator } from 'react-aria-components';
import { option, popover } from '../ListBox/ListBox.css';
import { Popover } from '../Overlay/Popover';
import type { OpeningFocus } from '../Overlay/deferredModule';
import * as styles from './AppShell.css';
import { UserBadge, type UserMenuProps } from './UserMenu';

interface UserMenuLoadedProps extends UserMenuProps {
  autoFocus: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Set when an opening key on the plain trigger asked for the menu before its code had loaded. */
  openingFocus: OpeningFocus | undefined;
}

/** The user menu with react-aria's menu, once a person has pointed at, focused or pressed its trigger. */
export function UserMenuLoaded(props: UserMenuLoadedProps) {
  const { user, profileHref, onSignOut, autoFocus, isOpen, onOpenChange, openingFocus } = props;
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton className={styles.userButton} autoFocus={autoFocus}>
        <UserBadge name={user.name} />
      </AriaButton>
      <Popover className={popover} placement="bottom end">
        <div className={styles.menuHeader}>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </div>
        <Menu className={styles.menu} {...(openingFocus ? { autoFocus: openingFocus } : {})}>
          <MenuItem className={option} href={profileHref}>
            <span>Profile</span>
            <User size={16} aria-hidden="true" />
          </MenuItem>
          <Separator />
          <MenuItem className={option} onAction={onSignOut}>
            <span>Sign out</span>
            <LogOut size={16} aria-hidden="true" />
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
