import { describe, expect, it } from 'vitest';
import { builtInVariableValues, fillBuiltInVariables, fillPromptBlanks } from './fill-prompt-template.ts';

describe('filling prompts', () => {
  it('fills blanks by name and leaves unknown ones', () => {
    expect(
      fillPromptBlanks('Dear {{ name }}, about {{topic}} and {{other}}', { name: 'Ada', topic: 'engines' }),
    ).toBe('Dear Ada, about engines and {{other}}');
  });

  it('fills built-in variables from the clock without touching blanks', () => {
    const values = builtInVariableValues(new Date(Date.UTC(2026, 10, 22, 9, 30)), 'en-GB', 'UTC');
    expect(values.local_date).toBe('22 November 2026');
    expect(values.weekday).toBe('Sunday');
    expect(fillBuiltInVariables('Today is {local_date} ({weekday}); keep {{local_date}}', values)).toBe(
      'Today is 22 November 2026 (Sunday); keep {{local_date}}',
    );
  });
});
