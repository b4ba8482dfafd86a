import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CallbackResultPage } from './callback-result-page.tsx';
import type { CallbackOutcome } from './use-callback-outcome.ts';

afterEach(cleanup);

function renderOutcome(outcome: CallbackOutcome<string>) {
  render(
    <CallbackResultPage
      outcome={outcome}
      headings={{ loading: 'Connecting…', success: 'Connected', error: 'Not connected' }}
      successDetail={(name) => `${name} is ready`}
      errorDetail={(error) => (error instanceof Error ? error.message : 'Something failed')}
      closeLabel="Close"
      fallbackPath="/#settings"
    />,
  );
}

describe('CallbackResultPage', () => {
  it('shows progress as a status heading, with nothing to close yet', () => {
    renderOutcome({ phase: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names what was done under the success heading', () => {
    renderOutcome({ phase: 'success', value: 'Calendar' });
    expect(screen.getByRole('heading', { name: 'Connected' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Calendar is ready');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('says why it failed as an alert, for whatever was thrown', () => {
    renderOutcome({ phase: 'error', error: new Error('Invalid state') });
    expect(screen.getByRole('heading', { name: 'Not connected' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid state');
    cleanup();
    renderOutcome({ phase: 'error', error: 'not an error object' });
    expect(screen.getByRole('alert').textContent).toBe('Something failed');
  });
});
