import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { runCommand } from '../features/shortcuts/index.ts';
import { shellCommands } from './commands.ts';
import { useCommandShortcuts } from './use-command-shortcuts.ts';

describe('shell commands', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are actions of the shortcut map', () => {
    expect(shellCommands).toEqual(['search', 'sidebar', 'newChat', 'toggleTempChat']);
  });

  it('run their performer while the shell is mounted, and nothing after', () => {
    const performers = { search: vi.fn(), sidebar: vi.fn(), newChat: vi.fn(), toggleTempChat: vi.fn() };
    const { unmount } = renderHook(() => {
      useCommandShortcuts(performers);
    });
    expect(runCommand('sidebar')).toBe(true);
    expect(performers.sidebar).toHaveBeenCalledOnce();
    expect(performers.search).not.toHaveBeenCalled();
    unmount();
    expect(runCommand('sidebar')).toBe(false);
  });
});
