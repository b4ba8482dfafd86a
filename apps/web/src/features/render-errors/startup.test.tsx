import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { startupProblem } from './startup-checks.ts';
import { errorDetails } from './error-details.ts';
import { StartupProblemScreen } from './startup-screens.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { setCrashArmed } from './crash-test/crash-store.ts';
import {
  applyServiceWorkerUpdate,
  controllerChanged,
  offerServiceWorkerUpdate,
  serviceWorkerUpdateReady,
  skipWaitingMessage,
} from './update-prompt/service-worker-update.ts';

afterEach(() => {
  cleanup();
  setCrashArmed('page', false);
  vi.restoreAllMocks();
});

describe('start-up checks', () => {
  const fine = { embedded: false, storageAllowed: true, hasSubtleCrypto: true };
  it('names the problem that stops the app', () => {
    expect(startupProblem(fine)).toBeNull();
    expect(startupProblem({ ...fine, hasSubtleCrypto: false })).toBe('https-required');
    expect(startupProblem({ ...fine, embedded: true, storageAllowed: false })).toBe('cookies-blocked');
    // Storage refused in a tab of its own is not the frame case.
    expect(startupProblem({ ...fine, storageAllowed: false })).toBeNull();
  });

  it('shows the spec text and both ways out when cookies are blocked in a frame', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(
      <IntlRoot locale="en">
        <StartupProblemScreen problem="cookies-blocked" />
      </IntlRoot>,
    );
    expect(
      await screen.findByText(
        'Sorry, your browser does not support embeded content. (Third-party cookies are disabled)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open in popup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open in tab' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(String(open.mock.calls[0]?.[2])).toContain('popup');
  });
});

describe('fatal error screen', () => {
  it('replaces the page with Reload and Copy details when the crash test fails the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlRoot locale="en">
        <PageErrorBoundary>
          <p>the app</p>
        </PageErrorBoundary>
      </IntlRoot>,
    );
    expect(await screen.findByText('the app')).toBeTruthy();
    setCrashArmed('page', true);
    expect(await screen.findByText('Confab ran into a problem showing this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it("copies the error's kind and place, never its message or the page's query", () => {
    const details = errorDetails(new TypeError('secret sk-live-123'), {
      now: new Date(0),
      userAgent: 'Test browser',
      pathname: '/',
      componentStack: '\n    at Sidebar',
    });
    expect(details).toContain('TypeError');
    expect(details).toContain('at Sidebar');
    expect(details).toContain('Test browser');
    expect(details).not.toContain('sk-live');
  });
});

describe('service worker update', () => {
  it('asks the waiting worker to take over, and reloads only once it has', () => {
    const worker = { postMessage: vi.fn() };
    const reload = vi.fn();
    controllerChanged(reload);
    expect(reload).not.toHaveBeenCalled();
    offerServiceWorkerUpdate(worker);
    expect(serviceWorkerUpdateReady()).toBe(true);
    applyServiceWorkerUpdate(reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: skipWaitingMessage });
    expect(reload).not.toHaveBeenCalled();
    controllerChanged(reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});
