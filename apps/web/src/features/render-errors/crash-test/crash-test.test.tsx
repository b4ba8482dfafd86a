import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { ScreenErrorBoundary } from '../screen-error-boundary.tsx';
import { MessageErrorBoundary } from '../message-error-boundary.tsx';
import { setCrashArmed } from './crash-store.ts';
import { useCrashTest } from './use-crash-test.tsx';

function Hint() {
  const crashTest = useCrashTest();
  return (
    <div>
      <p onClick={crashTest.countClick}>hint text</p>
      {crashTest.element}
    </div>
  );
}

afterEach(() => {
  cleanup();
  setCrashArmed('message', false);
  vi.restoreAllMocks();
});

describe('crash test', () => {
  it('opens after more than 10 clicks, and its screen crash stays inside the screen boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlRoot locale="en">
        <ScreenErrorBoundary resetKeys={['settings']}>
          <Hint />
        </ScreenErrorBoundary>
        <p>the workspace bar</p>
      </IntlRoot>,
    );
    const hint = await screen.findByText('hint text');
    for (let click = 0; click < 10; click += 1) fireEvent.click(hint);
    expect(screen.queryByText('Crash the settings screen')).toBeNull();
    fireEvent.click(hint);
    fireEvent.click(await screen.findByText('Crash the settings screen'));
    expect(await screen.findByText('This screen could not be shown.')).toBeTruthy();
    expect(screen.getByText('the workspace bar')).toBeTruthy();
  });

  it('makes every message show its source while armed, and draws them again when turned off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlRoot locale="en">
        <MessageErrorBoundary text="**bold**">
          <strong>bold</strong>
        </MessageErrorBoundary>
      </IntlRoot>,
    );
    expect(await screen.findByText('bold')).toBeTruthy();
    setCrashArmed('message', true);
    expect(await screen.findByText('**bold**')).toBeTruthy();
    setCrashArmed('message', false);
    expect(await screen.findByText('bold')).toBeTruthy();
  });
});
