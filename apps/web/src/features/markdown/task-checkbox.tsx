import { useIntl } from 'react-intl';
import { markdownMessages } from './markdown-messages.ts';

/** A task-list box: shown, never editable (the model's answer is not a form). */
export function TaskCheckbox({ checked }: { checked: boolean }) {
  const intl = useIntl();
  return (
    <input
      type="checkbox"
      className="markdown__task-box"
      checked={checked}
      disabled
      readOnly
      aria-label={intl.formatMessage(checked ? markdownMessages.taskDone : markdownMessages.taskOpen)}
    />
  );
}
