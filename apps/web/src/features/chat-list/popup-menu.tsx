import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { moveMenuFocus } from '@confab/ui';

export interface PopupMenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  /** Set for a choice among several (a radio item), such as the sort order. */
  checked?: boolean;
  tone?: 'danger';
}

export interface PopupMenuProps {
  /** The button that opened the menu: the menu sits beside it and focus returns to it. */
  anchor: HTMLElement;
  label: string;
  items: readonly PopupMenuItem[];
  onClose: () => void;
}

const menuWidth = 224;
const margin = 8;

/**
 * A menu of actions (WAI-ARIA menu pattern): arrow keys, Home and End move between items, Enter or
 * Space chooses, Escape closes and gives focus back to the button, Tab or a press outside closes.
 * Placed with fixed coordinates so the scrolling chat list never clips it.
 */
export function PopupMenu({ anchor, label, items, onClose }: PopupMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ top: 0, left: 0, visible: false });

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const box = anchor.getBoundingClientRect();
    const height = menu.offsetHeight;
    const below = box.bottom + 4;
    const top = below + height > window.innerHeight - margin ? Math.max(margin, box.top - height - 4) : below;
    const left = Math.min(Math.max(margin, box.right - menuWidth), window.innerWidth - menuWidth - margin);
    setPosition({ top, left, visible: true });
  }, [anchor]);

  // Focus moves in once the menu is placed: a hidden element cannot take focus.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || !position.visible) return;
    const checked = menu.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? menu.querySelector<HTMLElement>('[role^="menuitem"]'))?.focus();
  }, [position.visible]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node)) return;
      // A press on the opening button toggles the menu through the button's own click.
      if (menuRef.current?.contains(event.target) || anchor.contains(event.target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anchor, onClose]);

  const closeAndRefocus = () => {
    onClose();
    anchor.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') closeAndRefocus();
    else if (event.key === 'Tab') {
      onClose();
      return;
    } else if (!moveMenuFocus(menuRef.current, event.key)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={menuRef}
      role="menu"
      aria-label={label}
      className="popup-menu"
      style={{
        top: position.top,
        left: position.left,
        width: menuWidth,
        visibility: position.visible ? 'visible' : 'hidden',
      }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={item.checked}
          tabIndex={-1}
          className={
            item.tone === 'danger' ? 'popup-menu__item popup-menu__item--danger' : 'popup-menu__item'
          }
          onClick={() => {
            closeAndRefocus();
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
