import { describe, expect, it } from 'vitest';
import { answeringModelIDs, type ModelChoice } from './answering-models.ts';

const choice: ModelChoice = {
  pickedModelIDs: null,
  chatModelID: undefined,
  defaultModelID: 'default-model',
  availableModelIDs: ['default-model', 'chat-model', 'agent-model', 'picked-a', 'picked-b'],
};

describe('answeringModelIDs', () => {
  it('answers a prompt with the picked models, else the chat’s own, else the default', () => {
    expect(answeringModelIDs(choice, { kind: 'prompt' })).toEqual(['default-model']);
    expect(answeringModelIDs({ ...choice, chatModelID: 'chat-model' }, { kind: 'prompt' })).toEqual([
      'chat-model',
    ]);
    const picked = { ...choice, chatModelID: 'chat-model', pickedModelIDs: ['picked-a', 'picked-b'] };
    expect(answeringModelIDs(picked, { kind: 'prompt' })).toEqual(['picked-a', 'picked-b']);
  });

  it('offers no model when there is neither a chat model nor a default', () => {
    expect(answeringModelIDs({ ...choice, defaultModelID: '' }, { kind: 'prompt' })).toEqual([]);
  });

  it('keeps the chat’s own model even when it is no longer offered (it resolves to a notice)', () => {
    expect(answeringModelIDs({ ...choice, chatModelID: 'gone' }, { kind: 'prompt' })).toEqual(['gone']);
  });

  it('regenerates with the model that wrote the answer, a multi-model answer with the chosen ones', () => {
    const picked = { ...choice, pickedModelIDs: ['picked-a', 'picked-b'] };
    expect(answeringModelIDs(picked, { kind: 'regenerate', answeredBy: 'chat-model' })).toEqual([
      'chat-model',
    ]);
    expect(answeringModelIDs(picked, { kind: 'regenerate', answeredBy: undefined })).toEqual([
      'picked-a',
      'picked-b',
    ]);
  });

  it('lets a mentioned agent answer with its model while offered, else the first chosen model', () => {
    const picked = { ...choice, pickedModelIDs: ['picked-a', 'picked-b'] };
    expect(answeringModelIDs(picked, { kind: 'agent', agentModelID: 'agent-model' })).toEqual([
      'agent-model',
    ]);
    expect(answeringModelIDs(picked, { kind: 'agent', agentModelID: 'retired' })).toEqual(['picked-a']);
    expect(answeringModelIDs(picked, { kind: 'agent', agentModelID: undefined })).toEqual(['picked-a']);
    expect(
      answeringModelIDs({ ...choice, defaultModelID: '' }, { kind: 'agent', agentModelID: undefined }),
    ).toEqual([]);
  });

  it('writes titles with the title model, or leaves it to the first answer’s model', () => {
    expect(answeringModelIDs(choice, { kind: 'title', titleModelID: 'picked-b' })).toEqual(['picked-b']);
    expect(answeringModelIDs(choice, { kind: 'title', titleModelID: '' })).toEqual([]);
  });
});
