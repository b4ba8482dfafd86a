import { useCallback, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, useDismiss } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { sidebarColour, sidebarColourLevels } from './appearance.ts';
import { appearanceMessages as messages } from './appearance-labels.ts';
import { useAppearance } from './use-appearance.ts';

const [surfaceLevel] = sidebarColourLevels;

/**
 * Sidebar colour: a swatch button opening a popup with a hue slider and "Reset" (back to the host's
 * colour, or the theme's). The sidebar follows the slider as it moves.
 */
export function SidebarColourField() {
  const intl = useIntl();
  const hostHue = useHostConfig().sidebarColorHue;
  const [appearance, updateAppearance] = useAppearance();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const popupID = useId();
  const labelID = useId();
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useDismiss(open, containerRef, close);
  const hue = appearance.sidebarHue ?? hostHue;
  const chosen = appearance.sidebarHue !== null;

  return (
    <div className="settings-field">
      <span id={labelID}>{intl.formatMessage(messages.sidebarColour)}</span>
      <div className="sidebar-colour" ref={containerRef}>
        <button
          type="button"
          className="sidebar-colour__button"
          aria-expanded={open}
          aria-controls={popupID}
          aria-labelledby={labelID}
          onClick={() => {
            setOpen(!open);
          }}
        >
          <span
            className="sidebar-colour__swatch"
            data-default={hue === undefined ? '' : undefined}
            style={hue === undefined ? undefined : { background: sidebarColour(hue, surfaceLevel) }}
          />
          <span>
            {hue === undefined
              ? intl.formatMessage(messages.sidebarColourDefault)
              : intl.formatMessage(messages.sidebarColourHue as MessageDescriptor, { hue })}
          </span>
        </button>
        <div
          id={popupID}
          className="sidebar-colour__popup"
          role="dialog"
          aria-label={intl.formatMessage(messages.sidebarColour)}
          hidden={!open}
        >
          <label className="sidebar-colour__slider">
            <span>{intl.formatMessage(messages.hue)}</span>
            <input
              type="range"
              min={0}
              max={359}
              step={1}
              value={hue ?? 0}
              onChange={(event) => {
                updateAppearance({ sidebarHue: Number(event.target.value) });
              }}
            />
          </label>
          <div className="sidebar-colour__preview" aria-hidden="true">
            {sidebarColourLevels.map((level) => (
              <span
                key={level.name}
                style={hue === undefined ? undefined : { background: sidebarColour(hue, level) }}
              />
            ))}
          </div>
          <div className="sidebar-colour__actions">
            <Button
              variant="ghost"
              disabled={!chosen}
              onClick={() => {
                updateAppearance({ sidebarHue: null });
              }}
            >
              {intl.formatMessage(messages.reset)}
            </Button>
            <Button variant="primary" onClick={close}>
              {intl.formatMessage(messages.done)}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
