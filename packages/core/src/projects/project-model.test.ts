import { describe, expect, it } from 'vitest';
import { projectChatModelID } from './project-model.ts';

describe('projectChatModelID', () => {
  const available = ['gpt-a', 'claude-b'];

  it("keeps the chat's own model", () => {
    expect(
      projectChatModelID({
        chatModelID: 'gpt-a',
        project: { model: 'claude-b' },
        availableModelIDs: available,
        defaultModelID: 'gpt-a',
      }),
    ).toBe('gpt-a');
  });

  it("starts a chat in a project with the project's model", () => {
    expect(
      projectChatModelID({
        chatModelID: undefined,
        project: { model: 'claude-b' },
        availableModelIDs: available,
        defaultModelID: 'gpt-a',
      }),
    ).toBe('claude-b');
  });

  it('falls back to the default when the project has no model or one no longer offered', () => {
    expect(
      projectChatModelID({
        chatModelID: undefined,
        project: {},
        availableModelIDs: available,
        defaultModelID: 'gpt-a',
      }),
    ).toBe('gpt-a');
    expect(
      projectChatModelID({
        chatModelID: undefined,
        project: { model: 'gone' },
        availableModelIDs: available,
        defaultModelID: 'gpt-a',
      }),
    ).toBe('gpt-a');
  });
});
