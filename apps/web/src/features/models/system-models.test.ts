import { describe, expect, it } from 'vitest';
import { systemModelInfos } from './system-models.ts';

const hostConfig = {
  systemModels: [
    { id: 'sysmodel-1', title: 'Team GPT', style: 'openai' },
    { id: 'sysmodel-2', title: 'Team Claude', style: 'anthropic', supportsImages: true },
    { id: 'sysmodel-3', title: 'Team Gemini', style: 'gemini' },
    { title: 'No id' },
  ],
};

describe('systemModelInfos', () => {
  it('offers nothing without a session', () => {
    expect(systemModelInfos(hostConfig, undefined, 'https://chat.example')).toEqual([]);
  });

  it('routes each style through the server with the session and no provider key', () => {
    const models = systemModelInfos(hostConfig, 'session-token', 'https://chat.example');
    expect(models.map((model) => [model.id, model.source, model.connection?.endpoint])).toEqual([
      ['sysmodel-1', 'system', 'https://chat.example/api/system-models/v1/chat/completions'],
      ['sysmodel-2', 'system', 'https://chat.example/api/system-models/v1/messages'],
      ['sysmodel-3', 'system', 'https://chat.example/api/system-models/v1beta'],
    ]);
    for (const model of models) {
      expect(model.connection?.apiKey).toBeUndefined();
      expect(model.connection?.headers).toEqual({ authorization: 'Bearer session-token' });
      expect(model.providerModelID).toBe(model.id);
    }
    expect(models[1]?.supportsImages).toBe(true);
  });
});
