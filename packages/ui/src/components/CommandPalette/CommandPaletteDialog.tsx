import { Search } from 'lucide-react';
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  Text,
} from 'react-aria-components';
import { OverlayBoundary } from '../Overlay/OverlayBoundary';
import { modal, overlay } from '../Dialog/Dialog.css';
import { Spinner } from '../Spinner/Spinner';
import type { CommandPaletteProps } from './CommandPalette';
import * as styles from './CommandPalette.css';

/** The command palette's dialog, loaded the first time it opens (see CommandPalette). */
export function CommandPaletteDialog({
  isOpen,
  onOpenChange,
  inputValue,
  onInputChange,
  sections,
  onAction,
  isLoading,
  emptyText = 'Nothing matches',
}: CommandPaletteProps) {
  const shown = sections.filter((section) => section.items.length > 0);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={overlay}>
      <Modal className={`${modal({ size: 'md' })} ${styles.palette}`}>
        <OverlayBoundary>
          <Dialog className={styles.dialog} aria-label="Command palette">
            <Autocomplete inputValue={inputValue} onInputChange={onInputChange}>
              <SearchField aria-label="Search commands and records" className={styles.searchField} autoFocus>
                <Search size={18} aria-hidden="true" className={styles.searchIcon} />
                <Input className={styles.input} placeholder="Go to, search or run…" />
                {isLoading ? <Spinner label="Searching" /> : null}
              </SearchField>
              <Menu
                className={styles.menu}
                items={shown}
                onAction={(key) => {
                  onAction(String(key));
                  onOpenChange(false);
                }}
                renderEmptyState={() => <div className={styles.empty}>{isLoading ? 'Searching…' : emptyText}</div>}
              >
                {(section) => (
                  <MenuSection id={section.id} className={styles.section}>
                    <Header className={styles.sectionTitle}>{section.title}</Header>
                    {section.items.map((item) => (
                      <MenuItem key={item.id} id={item.id} textValue={item.label} className={styles.item}>
                        {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
                        <Text slot="label" className={styles.label}>
                          {item.label}
                        </Text>
                        {item.description ? (
                          <Text slot="description" className={styles.description}>
                            {item.description}
                          </Text>
                        ) : null}
                      </MenuItem>
                    ))}
                  </MenuSection>
                )}
              </Menu>
            </Autocomplete>
            <div className={styles.hints} aria-hidden="true">
              <span>↑↓ to move</span>
              <span>Enter to open</span>
              <span>Esc to close</span>
            </div>
          </Dialog>
        </OverlayBoundary>
      </Modal>
    </ModalOverlay>
  );
}
