import { describe, expect, it } from 'vitest';
import { decideKnowledgeScope } from './knowledge-scope.ts';
import { knowledgeBudgetTokens, knowledgeQueryText } from './knowledge-budget.ts';

describe('decideKnowledgeScope', () => {
  const project = { knowledgeCollectionIDs: ['kb-project'] };

  it('lets an agent with access decide alone, never widened by the project or the switch', () => {
    const agent = { knowledgeBaseAccess: true, knowledgeBaseTags: ['kb-a'] };
    expect(decideKnowledgeScope({ agent, project, useKnowledge: true })).toEqual({
      scope: { collectionIDs: ['kb-a'] },
      decidedBy: 'agent',
    });
  });

  it('gives an agent naming no collection the whole knowledge base', () => {
    expect(
      decideKnowledgeScope({ agent: { knowledgeBaseAccess: true }, project, useKnowledge: false }),
    ).toEqual({ scope: { all: true }, decidedBy: 'agent' });
  });

  it("falls to the project's collections when the agent has no access", () => {
    const agent = { knowledgeBaseAccess: false, knowledgeBaseTags: ['kb-a'] };
    expect(decideKnowledgeScope({ agent, project, useKnowledge: true })).toEqual({
      scope: { collectionIDs: ['kb-project'] },
      decidedBy: 'project',
    });
  });

  it("uses the chat's switch for the whole knowledge base, and nothing when it is off", () => {
    expect(decideKnowledgeScope({ agent: undefined, project: {}, useKnowledge: true })).toEqual({
      scope: { all: true },
      decidedBy: 'chat',
    });
    expect(decideKnowledgeScope({ agent: undefined, project: undefined, useKnowledge: false })).toBe(
      undefined,
    );
  });
});

describe('knowledgeBudgetTokens', () => {
  it('takes a quarter of the window, at most 6,000, the smallest of several models', () => {
    expect(knowledgeBudgetTokens([200_000])).toBe(6_000);
    expect(knowledgeBudgetTokens([8_000])).toBe(2_000);
    expect(knowledgeBudgetTokens([200_000, 8_000])).toBe(2_000);
  });

  it('gives a model of unknown window a modest budget', () => {
    expect(knowledgeBudgetTokens([0])).toBe(3_000);
    expect(knowledgeBudgetTokens([undefined])).toBe(3_000);
  });
});

describe('knowledgeQueryText', () => {
  it('reads a short follow-up together with the previous prompt', () => {
    expect(knowledgeQueryText('and page 7?', 'What does the lease say about pets?')).toBe(
      'What does the lease say about pets?\nand page 7?',
    );
  });

  it('searches a full prompt alone', () => {
    const prompt = 'What does the lease say about keeping pets in the flat?';
    expect(knowledgeQueryText(prompt, 'Earlier question')).toBe(prompt);
  });
});
