import type { IntlShape } from 'react-intl';
import { isBuiltInToolID } from './built-in-tools.ts';
import { toolMessages } from './tool-messages.ts';

/** A built-in's translated name; any other tool is shown by the name the model called. */
export function toolTitle(intl: IntlShape, name: string): string {
  return isBuiltInToolID(name) ? intl.formatMessage(toolMessages[name]) : name;
}
