import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CustomModel, StoragePort } from '@confab/core';
import { isEncryptedKey, KeyVault } from '@confab/core/key-vault';
import { createMemoryStorage } from '@confab/storage-browser';
import { keyVaultStore } from '../key-vault/index.ts';
import { CustomModelDialog } from './custom-model-dialog.tsx';
import { ModelsTestRoot } from './test-harness.tsx';
import { useAvailableModels } from './use-available-models.ts';
import { useCustomModelActions } from './use-custom-model-actions.ts';

const lockedKey = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.4321';

const customModel: CustomModel = {
  id: 'custom-1',
  title: 'Router',
  endpointStyle: 'openai',
  endpointURL: 'https://router.example/v1/chat/completions',
  modelID: 'vendor/x',
  apiKey: lockedKey,
  headers: [],
  bodyFields: {},
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

function wrapperFor(storage: StoragePort) {
  return ({ children }: { children: ReactNode }) => (
    <ModelsTestRoot storage={storage}>{children}</ModelsTestRoot>
  );
}

describe('a custom model whose key is locked', () => {
  afterEach(() => {
    cleanup();
    // The vault store is one per tab (a module): leave it locked for the next test file.
    keyVaultStore.reset();
  });

  it('is called without its key and marked locked until this tab unlocks it', async () => {
    const storage = createMemoryStorage();
    await storage.customModels.put(customModel);
    const { result } = renderHook(() => useAvailableModels(), { wrapper: wrapperFor(storage) });
    const custom = () => result.current.models.find((model) => model.id === 'custom-1');
    await waitFor(() => {
      expect(custom()).toBeDefined();
    });
    expect(custom()?.keyLocked).toBe(true);
    expect(custom()?.connection).not.toHaveProperty('apiKey');
    expect(JSON.stringify(custom())).not.toContain('encrypted-');

    act(() => {
      keyVaultStore.setState({ opened: new Map([[lockedKey, 'sk-router-4321']]) });
    });
    expect(custom()?.keyLocked).toBe(false);
    expect(custom()?.connection?.apiKey).toBe('sk-router-4321');
  });

  it('is saved locked when typed while the vault is open, and kept as it was when left unchanged', async () => {
    const storage = createMemoryStorage();
    keyVaultStore.setState({ vault: await KeyVault.create('pw') });
    const { result } = renderHook(() => useCustomModelActions(), { wrapper: wrapperFor(storage) });
    const { id: _id, createdAt: _created, updatedAt: _updated, syncedAt: _synced, ...fields } = customModel;

    const typedID = await result.current.save({ ...fields, apiKey: 'sk-typed-9876' });
    const stored = (await storage.customModels.get(typedID))?.apiKey ?? '';
    expect(isEncryptedKey(stored)).toBe(true);
    expect(keyVaultStore.getState().opened.get(stored)).toBe('sk-typed-9876');

    const keptID = await result.current.save({ ...fields, apiKey: lockedKey });
    expect((await storage.customModels.get(keptID))?.apiKey).toBe(lockedKey);
    const keylessID = await result.current.save({ ...fields, apiKey: undefined });
    expect(await storage.customModels.get(keylessID)).not.toHaveProperty('apiKey');
  });

  it('edits as an empty key field that keeps the locked key, or shows the opened key once unlocked', async () => {
    const storage = createMemoryStorage();
    await storage.customModels.put(customModel);
    const Wrapper = wrapperFor(storage);
    const saved: string[] = [];
    const { unmount } = render(
      <Wrapper>
        <CustomModelDialog model={customModel} onClose={() => undefined} onSaved={(id) => saved.push(id)} />
      </Wrapper>,
    );
    const keyField = screen.getByLabelText<HTMLInputElement>('API key');
    expect(keyField.value).toBe('');
    expect(screen.getByText(/A key is saved, locked with your password/)).toBeDefined();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saved).toEqual(['custom-1']);
    });
    expect(await storage.customModels.get('custom-1')).toMatchObject({ title: 'Renamed', apiKey: lockedKey });
    unmount();

    keyVaultStore.setState({
      vault: await KeyVault.create('pw'),
      opened: new Map([[lockedKey, 'sk-router-4321']]),
    });
    render(
      <Wrapper>
        <CustomModelDialog model={customModel} onClose={() => undefined} onSaved={() => undefined} />
      </Wrapper>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('API key').value).toBe('sk-router-4321');
    expect(screen.getByText(/saved locked with your password/)).toBeDefined();
  });
});
