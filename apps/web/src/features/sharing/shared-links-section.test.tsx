import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SharedLink } from '@confab/core/protocol';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { SharedLinksSection } from './shared-links-section.tsx';

const chats: SharedLink[] = [
  { id: 'chat-b', title: 'Banana bread', createdAt: 2_000, type: 'chat' },
  { id: 'chat-a', title: 'Apple pie', createdAt: 1_000, type: 'chat' },
  { id: 'chat-c', title: 'Cherry jam', createdAt: 3_000, type: 'chat' },
];

/** A server that keeps the links per type and answers the manager's two calls. */
function fakeServer() {
  const stored = new Map<string, SharedLink[]>([
    ['chat', [...chats]],
    ['character', [{ id: 'agent-1', title: 'Editor', createdAt: 5, type: 'character' }]],
    ['plugin', [{ id: 'plugin-1', title: 'Weather', createdAt: 7, type: 'plugin' }]],
  ]);
  const calls: string[] = [];
  let failNext = false;
  const fetchMock = vi.fn((input: string, init?: RequestInit): Promise<Response> => {
    calls.push(`${init?.method ?? 'GET'} ${input}`);
    if (failNext) {
      failNext = false;
      return Promise.resolve(new Response('{}', { status: 500 }));
    }
    if (init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as { ids: string[]; type: string; isDeleteAll: boolean };
      const remaining = body.isDeleteAll
        ? []
        : (stored.get(body.type) ?? []).filter((link) => !body.ids.includes(link.id));
      stored.set(body.type, remaining);
      return Promise.resolve(Response.json(remaining));
    }
    const type = new URL(input, 'http://localhost').searchParams.get('type') ?? '';
    return Promise.resolve(Response.json(stored.get(type) ?? []));
  });
  return { fetchMock, calls, failOnce: () => (failNext = true) };
}

function titles(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('SharedLinksSection', () => {
  let server: ReturnType<typeof fakeServer>;

  beforeEach(() => {
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    cloudTokenStore.save('token-1');
  });

  afterEach(() => {
    cleanup();
    cloudTokenStore.clear();
    vi.unstubAllGlobals();
  });

  const renderSection = () =>
    render(
      <IntlRoot locale="en">
        <SharedLinksSection />
      </IntlRoot>,
    );

  it('lists, sorts, reloads on type change, and deletes one, the selected and all, each confirmed', async () => {
    renderSection();
    await screen.findByRole('link', { name: 'Cherry jam' });
    expect(titles()).toEqual(['Cherry jam', 'Banana bread', 'Apple pie']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } });
    expect(titles()).toEqual(['Apple pie', 'Banana bread', 'Cherry jam']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Apple pie' }));
    const confirmOne = screen.getByRole('dialog', { name: 'Delete shared link?', hidden: true });
    fireEvent.click(within(confirmOne).getByRole('button', { name: 'Delete', hidden: true }));
    await expect.poll(titles).toEqual(['Banana bread', 'Cherry jam']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cherry jam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete 1 shared link?', hidden: true })).getByRole(
        'button',
        { name: 'Delete', hidden: true },
      ),
    );
    await expect.poll(titles).toEqual(['Banana bread']);

    fireEvent.click(screen.getByRole('button', { name: 'Agents' }));
    await screen.findByRole('link', { name: 'Editor' });
    expect(server.calls).toContain('GET /api/shared-links?type=character');
    fireEvent.click(screen.getByRole('button', { name: 'Delete all shared links' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete all shared links?', hidden: true })).getByRole(
        'button',
        { name: 'Delete', hidden: true },
      ),
    );
    await screen.findByText('Nothing shared of this kind.');

    fireEvent.click(screen.getByRole('button', { name: 'Plugins' }));
    const plugin = await screen.findByRole('link', { name: 'Weather' });
    expect(plugin.getAttribute('href')).toBe('http://localhost:3000/plugins/plugin-1');
    expect(server.calls).toContain('GET /api/shared-links?type=plugin');
  });

  it('keeps the list and shows the error line when a delete fails', async () => {
    renderSection();
    await screen.findByRole('link', { name: 'Apple pie' });
    server.failOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Apple pie' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete shared link?', hidden: true })).getByRole('button', {
        name: 'Delete',
        hidden: true,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(titles()).toHaveLength(3);
  });
});
