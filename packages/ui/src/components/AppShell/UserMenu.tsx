import { deferredModule, useDeferredTrigger } from '../Overlay/deferredModule';
import * as styles from './AppShell.css';

export interface UserMenuProps {
  user: { name: string; email: string };
  profileHref: string;
  onSignOut: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The trigger's face: the avatar, and the name where there is room (on phones it stays for assistive technology). */
export function UserBadge({ name }: { name: string }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <span className={styles.userName}>{name}</span>
    </>
  );
}

const loadedMenu = /* @__PURE__ */ deferredModule(() =>
  import('./UserMenuLoaded').then((module) => module.UserMenuLoaded),
);

/**
 * The signed-in person (avatar, and their name where there is room) opening Profile and Sign out. Every page shows it
 * and few open it, so its menu's code (react-aria's menu, popover and positioning) loads when a person first points
 * at, focuses or presses it; until then the same trigger is plain HTML.
 */
export function UserMenu(props: UserMenuProps) {
  const { loaded: Loaded, focused, isOpen, setOpen, openingFocus, triggerProps } = useDeferredTrigger(loadedMenu);
  if (Loaded) {
    return <Loaded {...props} autoFocus={focused} isOpen={isOpen} onOpenChange={setOpen} openingFocus={openingFocus} />;
  }
  return (
    <button type="button" className={styles.userButton} aria-haspopup="menu" aria-expanded="false" {...triggerProps}>
      <UserBadge name={props.user.name} />
    </button>
  );
}
