import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { AdminConsolePage } from './admin-console-page.tsx';

const admin: HostConfig = {
  ...defaultHostConfig,
  brand: 'Acme Chat',
  currentUser: { email: 'boss@acme.example', groupIDs: [], isAdmin: true },
};

function renderPage(config: HostConfig) {
  render(
    <HostConfigProvider config={config}>
      <IntlRoot locale="en">
        <AdminConsolePage />
      </IntlRoot>
    </HostConfigProvider>,
  );
}

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

function fakeServer(answers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    return Promise.resolve(
      answer ? answer(call) : Response.json({ userMessage: 'Not found.' }, { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const hostConfigAnswer = (overrides: Record<string, unknown>) => () =>
  Response.json({ overrides, effective: { ...admin, ...overrides }, editableFields: ['brand'] });

beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
});

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
  vi.unstubAllGlobals();
});

describe('AdminConsolePage', () => {
  it('refuses a visitor who is not signed in and offers to log in', () => {
    renderPage(admin);
    expect(screen.getByRole('heading', { name: 'For administrators only' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('refuses a member the server does not name as an administrator', () => {
    cloudTokenStore.save('t-member');
    renderPage({ ...admin, currentUser: { email: 'ada@acme.example', isAdmin: false } });
    expect(screen.getByRole('heading', { name: 'For administrators only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('saves branding as host-config overrides with the admin session', async () => {
    cloudTokenStore.save('t-admin');
    const calls = fakeServer({
      'GET /api/admin/host-config': hostConfigAnswer({}),
      'PUT /api/admin/host-config': (call) =>
        hostConfigAnswer((call.body as { overrides: Record<string, unknown> }).overrides)(),
    });
    renderPage(admin);
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
    const brand = await screen.findByRole('textbox', { name: 'Brand' });
    expect((brand as HTMLInputElement).value).toBe('Acme Chat');
    fireEvent.change(brand, { target: { value: 'Acme Workspace' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Sidebar colour hue' }), {
      target: { value: '210' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Login message' }), {
      target: { value: 'Welcome, team.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.authorization).toBe('Bearer t-admin');
    expect(put?.body).toEqual({
      overrides: {
        brand: 'Acme Workspace',
        sidebarColorHue: 210,
        metadata: { loginMessage: 'Welcome, team.' },
      },
    });
  });

  it('refuses a hue off the colour wheel before calling the server', async () => {
    cloudTokenStore.save('t-admin');
    const calls = fakeServer({ 'GET /api/admin/host-config': hostConfigAnswer({}) });
    renderPage(admin);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Sidebar colour hue' }), {
      target: { value: '400' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a whole number from 0 to 360.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('adds a system model and lists it by the last four characters of its key', async () => {
    cloudTokenStore.save('t-admin');
    window.history.replaceState(null, '', '/admin?section=models');
    const model = {
      id: 'sysmodel-1',
      title: 'Team model',
      style: 'openai',
      endpoint: 'https://llm.acme.example/v1/chat/completions',
      model: 'gpt-team',
      keyLast4: 'cret',
      supportsImages: false,
      createdAt: '2026-11-27T04:00:00.000Z',
    };
    const calls = fakeServer({
      'GET /api/admin/host-config': hostConfigAnswer({}),
      'GET /api/admin/system-models': () => Response.json({ systemModels: [] }),
      'POST /api/admin/system-models': () => Response.json({ systemModels: [model] }),
      'GET /api/admin/usage': () => Response.json({ usage: [] }),
    });
    renderPage(admin);
    const form = await screen.findByRole('form', { name: 'Add a system model' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Team model' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Endpoint URL' }), {
      target: { value: model.endpoint },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Model name' }), {
      target: { value: 'gpt-team' },
    });
    fireEvent.change(within(form).getByLabelText('API key'), { target: { value: 'sk-secret' } });
    fireEvent.submit(form);
    const list = screen.getByRole('list', { name: 'System models' });
    await waitFor(() => {
      expect(list.textContent).toContain('key ending cret');
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Team model',
      style: 'openai',
      endpoint: model.endpoint,
      model: 'gpt-team',
      apiKey: 'sk-secret',
    });
    expect(within(form).getByLabelText<HTMLInputElement>('API key').value).toBe('');
  });

  it('saves feature switches, chat features merged key by key', async () => {
    cloudTokenStore.save('t-admin');
    window.history.replaceState(null, '', '/admin?section=features');
    const calls = fakeServer({
      'GET /api/admin/host-config': hostConfigAnswer({ chatFeatures: { voiceInput: false } }),
      'PUT /api/admin/host-config': (call) =>
        hostConfigAnswer((call.body as { overrides: Record<string, unknown> }).overrides)(),
    });
    renderPage(admin);
    const agents = await screen.findByRole('switch', { name: 'Agents' });
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Voice input' }).checked).toBe(false);
    fireEvent.click(agents);
    fireEvent.click(screen.getByRole('switch', { name: 'Managed workspace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const overrides = (
      calls.find((call) => call.method === 'PUT')?.body as { overrides: Record<string, unknown> }
    ).overrides;
    expect(overrides).toMatchObject({
      managed: true,
      chatFeatures: { agents: false, voiceInput: false, promptLibrary: true },
    });
  });

  it('invites a member, says the mail did not go out, and shows the server’s refusal in words', async () => {
    cloudTokenStore.save('t-admin');
    window.history.replaceState(null, '', '/admin?section=members');
    const calls = fakeServer({
      'GET /api/admin/host-config': hostConfigAnswer({}),
      'GET /api/admin/members': () => Response.json({ members: [], groups: [] }),
      'POST /api/admin/members': () =>
        Response.json({
          members: [
            {
              email: 'ada@acme.example',
              invitedBy: 'boss@acme.example',
              invitedAt: '2026-11-27T04:00:00.000Z',
              hasAccount: false,
              groupIDs: [],
            },
          ],
          groups: [],
          invitation: { email: 'ada@acme.example', mail: 'notConfigured' },
        }),
      'POST /api/admin/groups': () =>
        Response.json({ userMessage: 'A group with this name already exists.' }, { status: 409 }),
    });
    renderPage(admin);
    const invite = await screen.findByRole('form', { name: 'Invite a member' });
    fireEvent.change(within(invite).getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ada@acme.example' },
    });
    fireEvent.submit(invite);
    const members = screen.getByRole('list', { name: 'Members' });
    await waitFor(() => {
      expect(members.textContent).toContain('not signed in yet');
    });
    expect(calls.find((call) => call.path === '/api/admin/members' && call.method === 'POST')?.body).toEqual({
      email: 'ada@acme.example',
    });
    const status = screen.getByText(
      `ada@acme.example is a member now. This server has no e-mail set up, so no invitation was sent: tell them to sign in at ${window.location.origin}.`,
    );
    expect(status.getAttribute('role')).toBe('status');
    const groupForm = screen.getByRole('form', { name: 'Create group' });
    fireEvent.change(within(groupForm).getByRole('textbox', { name: 'Group name' }), {
      target: { value: 'Sales' },
    });
    fireEvent.submit(groupForm);
    expect((await screen.findByRole('alert')).textContent).toBe('A group with this name already exists.');
  });

  it('says when this server runs no licence server', async () => {
    cloudTokenStore.save('t-admin');
    window.history.replaceState(null, '', '/admin/billing/subscribe');
    fakeServer({ 'GET /api/admin/host-config': hostConfigAnswer({}) });
    renderPage(admin);
    expect(screen.getByRole('link', { name: 'Licences and billing' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await screen.findByText(
      'The licence server is not configured on this server, so it cannot issue licences.',
    );
  });
});
