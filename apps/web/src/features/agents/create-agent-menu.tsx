import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ChevronIcon } from '@confab/ui';
import { agentMessages } from './agent-messages.ts';
import { useDismiss } from '@confab/ui';

export interface CreateAgentMenuProps {
  onImportFile: (file: File) => void;
}

/** Spec §2: the Create button's dropdown, which imports an agent from an exported JSON file. */
export function CreateAgentMenu({ onImportFile }: CreateAgentMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const menuID = useId();
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    containerRef.current?.querySelector<HTMLButtonElement>('.create-agent-menu__toggle')?.focus();
  }, []);
  useDismiss(open, containerRef, closeAndRefocus);

  return (
    <div className="create-agent-menu" ref={containerRef}>
      <Button
        variant="primary"
        className="create-agent-menu__toggle"
        aria-label={intl.formatMessage(agentMessages.moreCreateOptions)}
        title={intl.formatMessage(agentMessages.moreCreateOptions)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuID : undefined}
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        <ChevronIcon direction="down" />
      </Button>
      {open ? (
        <div id={menuID} role="menu" className="create-agent-menu__panel">
          <button
            type="button"
            role="menuitem"
            className="create-agent-menu__item"
            // The only item, so it takes focus as the menu opens, as a menu's first item does.
            autoFocus
            onClick={() => {
              close();
              fileInputRef.current?.click();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Tab') close();
            }}
          >
            {intl.formatMessage(agentMessages.importFromFile)}
          </button>
        </div>
      ) : null}
      <input
        ref={fileInputRef}
        type="file"
        accept="application/json,.json"
        hidden
        tabIndex={-1}
        aria-label={intl.formatMessage(agentMessages.importFromFile)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again still counts as a change.
          event.target.value = '';
          if (file) onImportFile(file);
        }}
      />
    </div>
  );
}
