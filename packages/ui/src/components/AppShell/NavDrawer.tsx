import { Tag, X } from 'lucide-react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { OverlayBoundary } from '../Overlay/OverlayBoundary';
import type { NavSection } from './AppShell';
import * as styles from './AppShell.css';
import { drawer, drawerHeader, drawerOverlay } from './NavDrawer.css';
import { SidebarNav } from './SidebarNav';

export interface NavDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  productName: string;
  navigation: NavSection[];
  active: string | undefined;
}

/**
 * The sidebar on phones and tablets: a modal drawer from the left. Focus stays inside while it is open; Escape, a tap
 * outside, the close button and following a link close it.
 */
export function NavDrawer({ isOpen, onOpenChange, productName, navigation, active }: NavDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={drawerOverlay}>
      <Modal className={drawer}>
        <OverlayBoundary>
          <Dialog aria-label="Navigation" className={styles.drawerDialog}>
            <div className={drawerHeader}>
              <span className={styles.logo} aria-hidden="true">
                <Tag size={18} />
              </span>
              <span className={styles.drawerTitle}>{productName}</span>
              <Button
                variant="ghost"
                icon={<X size={18} />}
                aria-label="Close navigation"
                onPress={() => onOpenChange(false)}
              />
            </div>
            <SidebarNav
              navigation={navigation}
              active={active}
              className={styles.drawerNav}
              onNavigate={() => onOpenChange(false)}
            />
          </Dialog>
        </OverlayBoundary>
      </Modal>
    </ModalOverlay>
  );
}
