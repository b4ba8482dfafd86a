import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { cloudTokenStore, createAccountClient } from '../account/index.ts';
import type { FetchImplementation } from './knowledge-client.ts';
import { KnowledgePortalSection } from './knowledge-portal-section.tsx';

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
  vi.restoreAllMocks();
});

const portalURL = 'http://localhost/knowledge/portal?token=abc.123.sig';

function answering(...answers: (() => Response)[]): FetchImplementation & { calls: string[] } {
  const calls: string[] = [];
  const fake = (input: string, init?: RequestInit) => {
    calls.push(`${input} ${new Headers(init?.headers).get('authorization') ?? ''}`);
    const next =
      answers.shift() ?? (() => Response.json({ userMessage: 'Unexpected call' }, { status: 500 }));
    return Promise.resolve(next());
  };
  return Object.assign(fake, { calls });
}

function renderSection(fetchImplementation: FetchImplementation, hostConfig: HostConfig = defaultHostConfig) {
  return render(
    <HostConfigProvider config={hostConfig}>
      <IntlRoot locale="en">
        <KnowledgePortalSection
          fetchImplementation={fetchImplementation}
          accountClient={createAccountClient({
            fetchImplementation: () => Promise.reject(new Error('no login in this test')),
          })}
        />
      </IntlRoot>
    </HostConfigProvider>,
  );
}

describe('KnowledgePortalSection', () => {
  it('signed out: offers sign-in and explains the knowledge base in a dialog', async () => {
    const fake = answering();
    renderSection(fake);
    expect(await screen.findByText(/Sign in to keep your knowledge base/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'How it works' }));
    expect(await screen.findByRole('dialog', { name: 'How the knowledge base works' })).toBeTruthy();
    expect(screen.getByText(/reads and indexes them in your browser/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });

  it('signed in: frames the portal page in a sandbox without the app’s origin', async () => {
    cloudTokenStore.save('token-1');
    const fake = answering(() => Response.json({ url: portalURL }));
    renderSection(fake);
    const frame = await screen.findByTitle('Knowledge base portal');
    expect(frame.getAttribute('src')).toBe(portalURL);
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).toEqual(['allow-top-navigation-by-user-activation']);
    expect(fake.calls).toEqual(['/api/cloud/knowledge/portal Bearer token-1']);
  });

  it('asks for a fresh address on refresh, and offers a retry when the server fails', async () => {
    cloudTokenStore.save('token-1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = answering(
      () => Response.json({ url: portalURL }),
      () => Response.json({ userMessage: 'Down' }, { status: 503 }),
      () => Response.json({ url: `${portalURL}2` }),
    );
    renderSection(fake);
    await screen.findByTitle('Knowledge base portal');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText('Your knowledge base could not be opened. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Knowledge base portal')).getAttribute('src')).toBe(`${portalURL}2`);
    expect(fake.calls).toHaveLength(3);
  });

  it('is hidden on a managed host that does not allow user API keys', () => {
    const fake = answering();
    const { container } = renderSection(fake, {
      ...defaultHostConfig,
      managed: true,
      allowUserAPIKey: false,
    });
    expect(container.textContent).toBe('');
    cleanup();
    renderSection(fake, { ...defaultHostConfig, managed: true, allowUserAPIKey: true });
    expect(screen.getByRole('button', { name: 'How it works' })).toBeTruthy();
  });
});
