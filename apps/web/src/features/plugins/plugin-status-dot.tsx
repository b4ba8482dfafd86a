import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@confab/ui';
import { pluginMessages } from './plugin-messages.ts';
import type { PluginStatus } from './plugin-status.ts';

const statusText = {
  disabled: pluginMessages.statusDisabled,
  ready: pluginMessages.statusReady,
  'missing-settings': pluginMessages.statusMissing,
} as const;

/** The coloured dot with its meaning in words for screen readers (never colour alone). */
export function PluginStatusDot({ status }: { status: PluginStatus }) {
  const intl = useIntl();
  const text = intl.formatMessage(statusText[status]);
  return (
    <span className="plugin-status" data-status={status} title={text}>
      <span className="plugin-status__dot" aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
