import type { IntlShape } from 'react-intl';
import { builtInTool } from './built-in-tools.ts';

/** A built-in's translated name; any other tool is shown by the name the model called. */
export function toolTitle(intl: IntlShape, name: string): string {
  const tool = builtInTool(name);
  return tool ? intl.formatMessage(tool.title) : name;
}
