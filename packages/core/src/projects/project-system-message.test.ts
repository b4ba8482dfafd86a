import { describe, expect, it } from 'vitest';
import { projectSystemMessage } from './project-system-message.ts';

describe('projectSystemMessage', () => {
  it("keeps the chat's own system message over the project's and the default", () => {
    expect(
      projectSystemMessage({
        chat: { systemMessage: 'Chat own.' },
        project: { systemMessage: 'Project.' },
        assignedAgentInstructions: 'Agent.',
        defaultSystemMessage: 'Default.',
      }),
    ).toBe('Chat own.');
  });

  it('keeps an empty own system message: the chat chose to have none', () => {
    expect(
      projectSystemMessage({ chat: { systemMessage: '' }, project: { systemMessage: 'Project.' } }),
    ).toBe('');
  });

  it("uses the project's system message over the default", () => {
    expect(
      projectSystemMessage({
        chat: {},
        project: { systemMessage: 'Project.' },
        defaultSystemMessage: 'Default.',
      }),
    ).toBe('Project.');
  });

  it("puts the assigned agent's instructions before the project's system message", () => {
    expect(
      projectSystemMessage({
        project: { systemMessage: 'Project.' },
        assignedAgentInstructions: 'You are a tutor.',
        defaultSystemMessage: 'Default.',
      }),
    ).toBe('You are a tutor.\n\nProject.');
    expect(projectSystemMessage({ project: {}, assignedAgentInstructions: 'You are a tutor.' })).toBe(
      'You are a tutor.',
    );
  });

  it('falls back to the default when the project has nothing to say', () => {
    expect(
      projectSystemMessage({
        project: { systemMessage: '   ' },
        assignedAgentInstructions: '',
        defaultSystemMessage: 'Default.',
      }),
    ).toBe('Default.');
    expect(projectSystemMessage({})).toBeUndefined();
  });
});
