import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { parseHostConfig, type CustomModel } from '@confab/core';
import { discoverLocalModels, providerStyle } from '@confab/core/providers';
import { createMemoryStorage } from '@confab/storage-browser';
import { settingKeys } from '../../storage/setting-keys.ts';
import { createLocalModelSession } from './local-model-session.ts';
import { ModelsTestRoot, saveSetting } from './test-harness.tsx';
import { useAvailableModels } from './use-available-models.ts';
import { useConnectionFor } from './use-connection-for.ts';
import { useModelDefaults } from './use-model-defaults.ts';

function ModelIDs() {
  const { models, loaded } = useAvailableModels();
  return (
    <ul aria-label={loaded ? 'loaded' : 'loading'}>
      {models.map((model) => (
        <li key={model.id}>{`${model.id}${model.ready ? '' : ' (no key)'}`}</li>
      ))}
    </ul>
  );
}

function listed(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

const customModel: CustomModel = {
  id: 'custom-1',
  title: 'Router',
  endpointStyle: 'openai',
  endpointURL: 'https://router.example/v1/chat/completions',
  modelID: 'vendor/x',
  apiKey: 'sk-router',
  headers: [],
  bodyFields: {},
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

// A stand-in for the network: Ollama answers on its port, nothing else does.
const ollamaOnly: typeof fetch = (input) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url === 'http://127.0.0.1:11434/api/tags') {
    return Promise.resolve(
      Response.json({ models: [{ name: 'llama3.2:latest', model: 'llama3.2:latest' }] }),
    );
  }
  return Promise.reject(new TypeError('Failed to fetch'));
};

describe('useAvailableModels', () => {
  afterEach(cleanup);

  it('lists built-ins, custom and discovered local models in the saved order, without hidden ones', async () => {
    const storage = createMemoryStorage();
    await storage.customModels.put(customModel);
    await saveSetting(storage, providerStyle('openai').keySetting, 'sk-open');
    await saveSetting(storage, settingKeys.modelIDsOrder, ['custom-1', 'claude-sonnet-4-5']);
    await saveSetting(storage, settingKeys.hiddenModelIDs, ['gpt-5-nano']);
    const session = createLocalModelSession(() =>
      discoverLocalModels({
        fetch: ollamaOnly,
        candidates: [
          { name: 'Ollama', baseURL: 'http://127.0.0.1:11434', kind: 'ollama' },
          { name: 'LM Studio', baseURL: 'http://127.0.0.1:1234/v1', kind: 'openai-models' },
        ],
      }),
    );
    render(
      <ModelsTestRoot storage={storage} session={session}>
        <ModelIDs />
      </ModelsTestRoot>,
    );
    // As the model picker does when a person reaches for it.
    session.discover();
    await waitFor(() => {
      expect(listed()).toContain('local:Ollama:llama3.2:latest');
    });
    expect(screen.getByRole('list').getAttribute('aria-label')).toBe('loaded');
    const ids = listed();
    expect(ids.slice(0, 3)).toEqual(['custom-1', 'claude-sonnet-4-5 (no key)', 'gpt-5']);
    expect(ids).not.toContain('gpt-5-nano');
    expect(ids).toContain('gemini-2.5-pro (no key)');
    expect(ids.at(-1)).toBe('local:Ollama:llama3.2:latest');
  });

  it('follows a key saved while it is shown', async () => {
    const storage = createMemoryStorage();
    render(
      <ModelsTestRoot storage={storage}>
        <ModelIDs />
      </ModelsTestRoot>,
    );
    await waitFor(() => {
      expect(listed()).toContain('gemini-2.0-flash (no key)');
    });
    await saveSetting(storage, providerStyle('gemini').keySetting, 'AIza-key');
    await waitFor(() => {
      expect(listed()).toContain('gemini-2.0-flash');
    });
  });

  it('treats the licence token as every key on a managed host without user keys', async () => {
    const hostConfig = parseHostConfig({ managed: true, allowUserAPIKey: false, licenseToken: 'licence' });
    render(
      <ModelsTestRoot storage={createMemoryStorage()} hostConfig={hostConfig}>
        <ModelIDs />
      </ModelsTestRoot>,
    );
    await waitFor(() => {
      expect(listed()).toContain('claude-opus-4-1');
    });
    expect(listed().some((id) => id.endsWith('(no key)'))).toBe(false);
  });
});

function Defaults() {
  const defaults = useModelDefaults();
  const connection = useConnectionFor(defaults.defaultModelID);
  return (
    <output aria-label={defaults.loaded ? 'loaded' : 'loading'}>
      {JSON.stringify({ ...defaults, endpoint: connection?.endpoint, apiKey: connection?.apiKey })}
    </output>
  );
}

async function readDefaults(): Promise<Record<string, unknown>> {
  await waitFor(() => {
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('loaded');
  });
  return JSON.parse(screen.getByRole('status').textContent) as Record<string, unknown>;
}

describe('useModelDefaults and useConnectionFor', () => {
  afterEach(cleanup);

  it('starts with streaming on, prompt caching off and no context limit, on the first model with a key', async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, providerStyle('anthropic').keySetting, 'sk-ant');
    render(
      <ModelsTestRoot storage={storage}>
        <Defaults />
      </ModelsTestRoot>,
    );
    expect(await readDefaults()).toMatchObject({
      defaultModelID: 'claude-opus-4-1',
      systemMessage: '',
      streaming: true,
      parameters: { promptCaching: false, contextLimit: 0 },
      endpoint: 'https://api.anthropic.com/v1/messages',
      apiKey: 'sk-ant',
    });
  });

  it('reads the saved defaults, and a host that forces its model wins', async () => {
    const storage = createMemoryStorage();
    await storage.customModels.put(customModel);
    await saveSetting(storage, settingKeys.defaultModel, 'custom-1');
    await saveSetting(storage, settingKeys.streaming, false);
    await saveSetting(storage, settingKeys.defaultSystemMessage, 'Be brief.');
    await saveSetting(storage, settingKeys.defaultParameters, { temperature: 0.3, contextLimit: 10 });
    const { unmount } = render(
      <ModelsTestRoot storage={storage}>
        <Defaults />
      </ModelsTestRoot>,
    );
    expect(await readDefaults()).toMatchObject({
      defaultModelID: 'custom-1',
      defaultModelForced: false,
      streaming: false,
      systemMessage: 'Be brief.',
      parameters: { temperature: 0.3, contextLimit: 10, promptCaching: false },
      endpoint: 'https://router.example/v1/chat/completions',
      apiKey: 'sk-router',
    });
    unmount();
    const forcing = parseHostConfig({
      defaultModel: 'gpt-4.1',
      chatFeatures: { useDefaultModelSettings: true },
    });
    render(
      <ModelsTestRoot storage={storage} hostConfig={forcing}>
        <Defaults />
      </ModelsTestRoot>,
    );
    expect(await readDefaults()).toMatchObject({ defaultModelID: 'gpt-4.1', defaultModelForced: true });
    cleanup();
    // The host config's own field (spec §6) forces the model as the chat feature does.
    render(
      <ModelsTestRoot
        storage={storage}
        hostConfig={parseHostConfig({ defaultModel: 'gpt-4.1', useDefaultModelSettings: true })}
      >
        <Defaults />
      </ModelsTestRoot>,
    );
    expect(await readDefaults()).toMatchObject({ defaultModelID: 'gpt-4.1', defaultModelForced: true });
  });
});
