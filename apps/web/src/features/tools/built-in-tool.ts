import type { MessageDescriptor } from 'react-intl';
import type { OfferedTool } from '@confab/core/conversation';
import type { TimeEnvironment } from './current-date-time.ts';
import type { ImageEnvironment } from './image-generation-settings.ts';
import type { SearchEnvironment } from './web-search-settings.ts';

/** What built-in tools may use from the page; passed in so tests can give exact values. */
export interface BuiltInEnvironment {
  time: TimeEnvironment;
  /** Image generation's key, model and blob store; without it the tool answers an error. */
  images?: ImageEnvironment;
  /** Web search's engine settings; without it the tool answers an error. */
  search?: SearchEnvironment;
}

/** A tool that ships with Confab. Its id is the name the model calls and the id a chat stores. */
export interface BuiltInTool {
  id: string;
  /** The name shown in the picker and in tool steps. */
  title: MessageDescriptor;
  /** What the model reads: English for the model, not shown to the person. */
  definition: OfferedTool;
  run(args: Record<string, unknown>, environment: BuiltInEnvironment, signal: AbortSignal): Promise<unknown>;
}
