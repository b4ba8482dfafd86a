import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { shortcutActions, shortcutActionTitles } from './shortcut-actions.ts';
import { shortcutLabel, type ShortcutMap } from './shortcut-map.ts';
import { shortcutMessages } from './shortcut-messages.ts';
import './shortcuts.css';

export interface CheatSheetDialogProps {
  map: ShortcutMap;
  onClose: () => void;
}

/** The "?" list: every action with its combination, "none" where the person removed one. */
export function CheatSheetDialog({ map, onClose }: CheatSheetDialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      title={intl.formatMessage(shortcutMessages.cheatSheetTitle)}
      size="compact"
      onClose={onClose}
    >
      <dl className="shortcut-cheat-sheet">
        {shortcutActions.map((action) => {
          const label = shortcutLabel(action, map.get(action) ?? 'none');
          return (
            <div key={action} className="shortcut-cheat-sheet__row">
              <dt>{intl.formatMessage(shortcutActionTitles[action])}</dt>
              <dd>{label ? <kbd>{label}</kbd> : intl.formatMessage(shortcutMessages.none)}</dd>
            </div>
          );
        })}
        <div className="shortcut-cheat-sheet__row">
          <dt>{intl.formatMessage(shortcutMessages.cheatSheetKey)}</dt>
          <dd>
            <kbd>?</kbd>
          </dd>
        </div>
      </dl>
      <DialogActions placement="inline">
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage(shortcutMessages.close)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
