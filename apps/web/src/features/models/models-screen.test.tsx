import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { parseHostConfig, type StoragePort } from '@confab/core';
import { providerStyle } from '@confab/core/providers';
import { createMemoryStorage } from '@confab/storage-browser';
import { settingKeys } from '../../storage/setting-keys.ts';
import { ModelsScreen } from './models-screen.tsx';
import { ModelPicker } from './model-picker.tsx';
import { ModelsTestRoot } from './test-harness.tsx';

function renderScreen(storage: StoragePort = createMemoryStorage(), hostConfig = parseHostConfig({})) {
  render(
    <ModelsTestRoot storage={storage} hostConfig={hostConfig}>
      <ModelsScreen />
    </ModelsTestRoot>,
  );
  return storage;
}

function optionTitles(): string[] {
  return within(screen.getByRole('listbox', { name: 'Model list' }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('aria-labelledby') ?? '')
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('ModelsScreen', () => {
  afterEach(cleanup);

  it('lists every built-in model with its provider, context window and price', async () => {
    renderScreen();
    const option = await screen.findByRole('option', { name: 'GPT-4o mini' });
    expect(option.textContent).toContain('OpenAI');
    expect(option.textContent).toContain('128K tokens');
    expect(option.textContent).toContain('$0.15 / $0.60 per 1M');
    expect(optionTitles()).toHaveLength(15);
  });

  it('moves the selected model with Alt+Arrow and saves the order', async () => {
    const storage = renderScreen();
    const list = await screen.findByRole('listbox', { name: 'Model list' });
    fireEvent.click(screen.getByRole('option', { name: 'GPT-5 mini' }));
    expect(screen.getByRole('option', { name: 'GPT-5 mini' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowUp', altKey: true });
    await waitFor(() => {
      expect(optionTitles().slice(0, 2)).toEqual(['GPT-5 mini', 'GPT-5']);
    });
    const saved = await storage.settings.get(settingKeys.modelIDsOrder);
    expect((saved?.value as string[]).slice(0, 2)).toEqual(['gpt-5-mini', 'gpt-5']);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'GPT-5' }).getAttribute('aria-selected')).toBe('true');
  });

  it('hides and shows a model, marking it in the list', async () => {
    const storage = renderScreen();
    fireEvent.click(await screen.findByRole('option', { name: 'o3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => {
      expect(screen.getByRole('option', { name: 'o3' }).textContent).toContain('Hidden');
    });
    expect((await storage.settings.get(settingKeys.hiddenModelIDs))?.value).toEqual(['o3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      expect(screen.getByRole('option', { name: 'o3' }).textContent).not.toContain('Hidden');
    });
  });

  it('hides prices and the extra actions on a managed host, and Add without customModels', async () => {
    renderScreen(
      createMemoryStorage(),
      parseHostConfig({ managed: true, chatFeatures: { customModels: false } }),
    );
    const option = await screen.findByRole('option', { name: 'GPT-4o mini' });
    expect(option.textContent).not.toContain('$');
    expect(screen.queryByRole('button', { name: 'Add model' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set as default' })).toBeTruthy();
  });

  it('adds a custom model through the dialog, with inline errors first', async () => {
    const storage = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add model' }));
    const dialog = screen.getByRole('dialog', { name: 'Add model' });
    fireEvent.change(within(dialog).getByLabelText('Extra body fields (JSON)'), {
      target: { value: '{oops' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    });
    expect(within(dialog).getByText('This is not valid JSON.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Mock' } });
    fireEvent.change(within(dialog).getByLabelText('Model ID'), { target: { value: 'mock-model' } });
    fireEvent.change(within(dialog).getByLabelText('Extra body fields (JSON)'), {
      target: { value: '{"a": 1}' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add model' })).toBeNull();
    });
    const [record] = await storage.customModels.list();
    expect(record).toMatchObject({ title: 'Mock', modelID: 'mock-model', bodyFields: { a: 1 } });
    expect(await screen.findByRole('heading', { name: 'Mock' })).toBeTruthy();
  });

  it('switches to the global settings sub-tab with the arrow keys', async () => {
    renderScreen();
    const modelsTab = screen.getByRole('tab', { name: 'Models' });
    expect(modelsTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(modelsTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Global settings' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('switch', { name: 'Streaming' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Default model' })).toBeTruthy();
  });
});

describe('ModelPicker', () => {
  afterEach(cleanup);

  it('is a combobox named "Model", grouped by provider, marking models without a key', async () => {
    const storage = createMemoryStorage();
    await storage.settings.set({
      key: providerStyle('openai').keySetting,
      value: 'sk',
      updatedAt: 1,
      syncedAt: null,
    });
    let chosen = '';
    render(
      <ModelsTestRoot storage={storage}>
        <ModelPicker
          value="gpt-4o"
          onChange={(modelID) => {
            chosen = modelID;
          }}
        />
      </ModelsTestRoot>,
    );
    const picker = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() => {
      expect(within(picker).getByRole('option', { name: 'GPT-4o' })).toBeTruthy();
    });
    expect(within(picker).getByRole('option', { name: 'Claude Opus 4.1 (no key)' })).toBeTruthy();
    expect([...picker.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'OpenAI',
      'Anthropic',
      'Gemini',
    ]);
    fireEvent.change(picker, { target: { value: 'o3' } });
    expect(chosen).toBe('o3');
  });
});
