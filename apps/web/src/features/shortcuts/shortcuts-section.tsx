import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@confab/ui';
import { CheatSheetDialog } from './cheat-sheet-dialog.tsx';
import { shortcutActions, shortcutActionTitles, chordOf, type ShortcutAction } from './shortcut-actions.ts';
import {
  defaultShortcutKeys,
  letterOfEvent,
  noShortcut,
  shortcutLabel,
  shortcutProblem,
  type ShortcutKey,
  type ShortcutMap,
} from './shortcut-map.ts';
import { shortcutMessages } from './shortcut-messages.ts';
import { recordingShortcutAttribute } from './use-shortcut-keys.ts';
import { useShortcutMap } from './use-shortcut-map.ts';
import './shortcuts.css';

type Notice = { tone: 'error' | 'info'; text: string };

function problemText(
  intl: IntlShape,
  map: ShortcutMap,
  action: ShortcutAction,
  key: ShortcutKey,
): string | null {
  const problem = shortcutProblem(map, action, key);
  if (!problem) return null;
  const combination = shortcutLabel(action, key) ?? key;
  if (problem.kind === 'reserved') return intl.formatMessage(shortcutMessages.reserved, { combination });
  return intl.formatMessage(shortcutMessages.conflict, {
    combination,
    action: intl.formatMessage(shortcutActionTitles[problem.action]),
  });
}

/** Settings → Keyboard shortcuts: each action's combination, changed by pressing a letter. */
export function ShortcutsSection() {
  const intl = useIntl();
  const headingID = useId();
  const hintID = useId();
  const { map, loaded, save } = useShortcutMap();
  const [recording, setRecording] = useState<ShortcutAction | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cheatSheetOpen, setCheatSheetOpen] = useState(false);

  const assign = (action: ShortcutAction, key: ShortcutKey) => {
    const problem = problemText(intl, map, action, key);
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      return;
    }
    setRecording(null);
    const title = intl.formatMessage(shortcutActionTitles[action]);
    const combination = shortcutLabel(action, key) ?? intl.formatMessage(shortcutMessages.none);
    setNotice({
      tone: 'info',
      text: intl.formatMessage(shortcutMessages.saved, { action: title, combination }),
    });
    void save(new Map(map).set(action, key));
  };

  const onRecordKey = (action: ShortcutAction, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Tab' || ['Control', 'Meta', 'Alt', 'Shift'].includes(event.key)) return;
    event.preventDefault();
    if (event.key === 'Escape') {
      setRecording(null);
      setNotice(null);
      return;
    }
    const letter = letterOfEvent(event);
    if (letter === undefined) {
      setNotice({ tone: 'error', text: intl.formatMessage(shortcutMessages.notALetter) });
      return;
    }
    assign(action, letter);
  };

  return (
    <section className="settings-section shortcuts-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(shortcutMessages.sectionTitle)}</h2>
      <p className="shortcuts-section__intro">{intl.formatMessage(shortcutMessages.sectionIntro)}</p>
      <table className="shortcuts-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(shortcutMessages.actionColumn)}</th>
            <th scope="col">{intl.formatMessage(shortcutMessages.keyColumn)}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {shortcutActions.map((action) => {
            const title = intl.formatMessage(shortcutActionTitles[action]);
            const key = map.get(action) ?? noShortcut;
            const label = shortcutLabel(action, key);
            const isRecording = recording === action;
            return (
              <tr key={action} data-chord={chordOf(action)}>
                <th scope="row">{title}</th>
                <td>{label ? <kbd>{label}</kbd> : intl.formatMessage(shortcutMessages.none)}</td>
                <td className="shortcuts-table__actions">
                  <Button
                    variant={isRecording ? 'primary' : 'secondary'}
                    disabled={!loaded}
                    aria-label={intl.formatMessage(shortcutMessages.changeLabel, { action: title })}
                    aria-describedby={isRecording ? hintID : undefined}
                    {...{ [recordingShortcutAttribute]: isRecording ? '' : undefined }}
                    onClick={() => {
                      setNotice(null);
                      setRecording(isRecording ? null : action);
                    }}
                    onKeyDown={(event) => {
                      if (isRecording) onRecordKey(action, event);
                    }}
                    onBlur={() => {
                      if (isRecording) setRecording(null);
                    }}
                  >
                    {intl.formatMessage(isRecording ? shortcutMessages.pressKey : shortcutMessages.change)}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={!loaded || key === noShortcut}
                    aria-label={intl.formatMessage(shortcutMessages.removeLabel, { action: title })}
                    onClick={() => {
                      assign(action, noShortcut);
                    }}
                  >
                    {intl.formatMessage(shortcutMessages.remove)}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {recording ? (
        <p id={hintID} className="shortcuts-section__hint">
          {intl.formatMessage(shortcutMessages.pressKeyHint, {
            action: intl.formatMessage(shortcutActionTitles[recording]),
          })}
        </p>
      ) : null}
      <p className="shortcuts-section__notice" role="alert" data-tone="error">
        {notice?.tone === 'error' ? notice.text : ''}
      </p>
      <p className="shortcuts-section__notice" role="status">
        {notice?.tone === 'info' ? notice.text : ''}
      </p>
      <div className="shortcuts-section__buttons">
        <Button
          disabled={!loaded}
          onClick={() => {
            setRecording(null);
            setNotice(null);
            void save(defaultShortcutKeys);
          }}
        >
          {intl.formatMessage(shortcutMessages.resetAll)}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setCheatSheetOpen(true);
          }}
        >
          {intl.formatMessage(shortcutMessages.showCheatSheet)}
        </Button>
      </div>
      {cheatSheetOpen ? (
        <CheatSheetDialog
          map={map}
          onClose={() => {
            setCheatSheetOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
