import type { BuiltInTool } from './built-in-tool.ts';
import { currentDateTime } from './current-date-time.ts';
import { toolMessages } from './tool-messages.ts';

export const currentDateTimeTool: BuiltInTool = {
  id: 'current_date_time',
  title: toolMessages.currentDateTime,
  definition: {
    name: 'current_date_time',
    description:
      "Returns the current date and time. Without arguments it answers in the user's own time zone.",
    parameters: {
      type: 'object',
      properties: {
        timeZone: {
          type: 'string',
          description: 'An IANA time zone such as "Asia/Tokyo"; leave out for the user\'s own.',
        },
      },
      additionalProperties: false,
    },
  },
  run: (args, environment) => Promise.resolve(currentDateTime(args, environment.time)),
};
