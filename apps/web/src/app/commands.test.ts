import { describe, expect, it } from 'vitest';
import { shellCommands } from './commands.ts';

const key = (overrides: Partial<KeyboardEvent>) => ({
  key: 's',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...overrides,
});

describe('shell commands', () => {
  const [toggleSidebar] = shellCommands;

  it('toggles the sidebar with Ctrl or Cmd plus Shift plus S', () => {
    expect(toggleSidebar.keyTest(key({ ctrlKey: true, shiftKey: true, key: 'S' }))).toBe(true);
    expect(toggleSidebar.keyTest(key({ metaKey: true, shiftKey: true }))).toBe(true);
  });

  it('ignores the letter alone or with other modifiers', () => {
    expect(toggleSidebar.keyTest(key({}))).toBe(false);
    expect(toggleSidebar.keyTest(key({ ctrlKey: true }))).toBe(false);
    expect(toggleSidebar.keyTest(key({ ctrlKey: true, shiftKey: true, altKey: true }))).toBe(false);
  });
});
