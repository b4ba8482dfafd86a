import { describe, expect, it } from 'vitest';
import { appendProjectContext } from './project-context.ts';

describe('appendProjectContext', () => {
  it('appends files and dynamic context under their headings, each under its name', () => {
    expect(
      appendProjectContext('Be brief.', {
        files: [
          { name: 'notes.txt', text: 'Alpha notes.\n' },
          { name: 'plan.md', text: 'Beta plan.' },
        ],
        dynamicContext: [{ name: 'Weather', text: 'Sunny.' }],
      }),
    ).toBe(
      [
        'Be brief.',
        '# Project files',
        '## notes.txt\n\nAlpha notes.',
        '## plan.md\n\nBeta plan.',
        '# Dynamic context',
        '## Weather\n\nSunny.',
      ].join('\n\n'),
    );
  });

  it('gives the context alone when there is no system message', () => {
    expect(
      appendProjectContext(undefined, { files: [], dynamicContext: [{ name: 'Status', text: 'All good.' }] }),
    ).toBe('# Dynamic context\n\n## Status\n\nAll good.');
  });

  it('leaves the system message alone, and undefined undefined, when there is no context', () => {
    expect(appendProjectContext('Be brief.', { files: [], dynamicContext: [] })).toBe('Be brief.');
    expect(appendProjectContext(undefined, { files: [], dynamicContext: [] })).toBeUndefined();
    expect(appendProjectContext('  ', { files: [], dynamicContext: [] })).toBeUndefined();
  });
});
