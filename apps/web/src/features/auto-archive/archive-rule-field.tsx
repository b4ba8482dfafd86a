import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  autoArchiveHourOptions,
  autoArchiveHoursSettingSchema,
  defaultAutoArchiveHours,
} from '@confab/core/auto-archive';
import { useSetting } from '../../storage/use-setting.ts';
import type { SettingKey } from '../../storage/setting-keys.ts';
import { hourOptionLabel } from './hour-option-label.ts';

export interface ArchiveRuleFieldProps {
  settingKey: SettingKey;
  label: string;
  hoursLabel: string;
  hint: string;
}

/** One rule: a switch (off stores empty, on starts at 24 hours) and, when on, its hours. */
export function ArchiveRuleField({ settingKey, label, hoursLabel, hint }: ArchiveRuleFieldProps) {
  const intl = useIntl();
  const setting = useSetting(settingKey, autoArchiveHoursSettingSchema, '');
  const switchID = useId();
  const hoursID = useId();
  const hintID = useId();
  const hours = setting.value;
  return (
    <>
      <div className="settings-field">
        <label htmlFor={switchID}>{label}</label>
        <input
          id={switchID}
          type="checkbox"
          role="switch"
          disabled={!setting.loaded}
          checked={hours !== ''}
          aria-describedby={hintID}
          onChange={(event) => {
            void setting.save(event.target.checked ? defaultAutoArchiveHours : '');
          }}
        />
      </div>
      <p id={hintID} className="archive-section__hint">
        {hint}
      </p>
      {hours === '' ? null : (
        <div className="settings-field">
          <label htmlFor={hoursID}>{hoursLabel}</label>
          <select
            id={hoursID}
            value={hours}
            onChange={(event) => {
              const chosen = autoArchiveHourOptions.find((option) => String(option) === event.target.value);
              if (chosen !== undefined) void setting.save(chosen);
            }}
          >
            {/* A value stored by another build that is not an option still shows as it is. */}
            {autoArchiveHourOptions.some((option) => option === hours) ? null : (
              <option value={hours}>{hourOptionLabel(intl, hours)}</option>
            )}
            {autoArchiveHourOptions.map((option) => (
              <option key={option} value={option}>
                {hourOptionLabel(intl, option)}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
