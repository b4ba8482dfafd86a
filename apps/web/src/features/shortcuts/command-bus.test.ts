import { describe, expect, it, vi } from 'vitest';
import { hasCommand, runCommand, subscribeCommand } from './command-bus.ts';

describe('command bus', () => {
  it('does nothing when nobody subscribed (the microphone not built yet)', () => {
    expect(hasCommand('openVoiceInput')).toBe(false);
    expect(runCommand('openVoiceInput')).toBe(false);
  });

  it('runs the latest subscriber only, and the earlier one again once it leaves', () => {
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = subscribeCommand('regenerate', first);
    const leaveSecond = subscribeCommand('regenerate', second);
    expect(runCommand('regenerate')).toBe(true);
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    leaveSecond();
    runCommand('regenerate');
    expect(first).toHaveBeenCalledOnce();
    leaveFirst();
    expect(runCommand('regenerate')).toBe(false);
  });
});
