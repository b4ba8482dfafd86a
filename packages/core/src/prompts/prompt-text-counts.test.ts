import { describe, expect, it } from 'vitest';
import {
  countPromptText,
  promptAgentMentions,
  promptQueueItems,
  promptVariables,
} from './prompt-text-counts.ts';

describe('prompt text counts', () => {
  it('finds distinct variables, trimming spaces inside the braces', () => {
    expect(promptVariables('Write to {{name}} about {{ topic }}, then thank {{name}}.')).toEqual([
      'name',
      'topic',
    ]);
  });

  it('does not count single-brace built-ins such as {local_date} as variables', () => {
    expect(promptVariables('Today is {local_date}.')).toEqual([]);
  });

  it('finds distinct agent mentions', () => {
    expect(promptAgentMentions('Ask @[Code Reviewer] then @[Editor], then @[Code Reviewer] again')).toEqual([
      'Code Reviewer',
      'Editor',
    ]);
  });

  it('splits a queue on four dashes alone on a line', () => {
    expect(promptQueueItems('First step\n----\nSecond step\n  ----  \nThird')).toEqual([
      'First step',
      'Second step',
      'Third',
    ]);
  });

  it('does not split on dashes inside a line or on longer rules', () => {
    expect(promptQueueItems('a ---- b\n-----\nc')).toHaveLength(1);
  });

  it('ignores empty queue parts', () => {
    expect(promptQueueItems('----\nOnly\n----\n')).toEqual(['Only']);
  });

  it('counts everything at once', () => {
    expect(countPromptText('Hi {{who}}\n----\nAsk @[Helper]')).toEqual({
      variables: 1,
      agents: 1,
      queueItems: 2,
    });
    expect(countPromptText('')).toEqual({ variables: 0, agents: 0, queueItems: 0 });
  });
});
