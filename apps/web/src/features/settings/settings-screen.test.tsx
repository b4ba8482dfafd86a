import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { currentSettingsSection, groupSettingsSections } from './settings-groups.ts';
import { SettingsAccordion } from './settings-accordion.tsx';
import { SettingsLayout } from './settings-screen.tsx';
import type { SettingsSectionDefinition } from './settings-sections.tsx';

function fakeSection(id: string, group: SettingsSectionDefinition['group'], title: string) {
  return {
    id,
    group,
    title: { id: `test.${id}`, defaultMessage: title },
    Component: () => <p>{`${title} content`}</p>,
  } satisfies SettingsSectionDefinition;
}

const sections: SettingsSectionDefinition[] = [
  fakeSection('mcp', 'plugins', 'MCP connectors'),
  fakeSection('chat-behaviour', 'preferences', 'Chat behaviour'),
  fakeSection('data', 'data', 'Data and storage'),
  { ...fakeSection('hidden', 'data', 'Hidden page'), shown: (config: HostConfig) => !config.managed },
  fakeSection('appearance', 'preferences', 'Appearance'),
];

function renderLayout(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  return render(
    <HostConfigProvider config={defaultHostConfig}>
      <IntlRoot locale="en">
        <SettingsLayout sections={sections} />
      </IntlRoot>
    </HostConfigProvider>,
  );
}

describe('settings groups', () => {
  it('orders pages by the spec groups and leaves out hidden pages and empty groups', () => {
    const managed = groupSettingsSections(sections, { ...defaultHostConfig, managed: true });
    expect(managed.map((entry) => [entry.group, entry.sections.map((section) => section.id)])).toEqual([
      ['data', ['data']],
      ['preferences', ['chat-behaviour', 'appearance']],
      ['plugins', ['mcp']],
    ]);
    const onlyPreferences = groupSettingsSections(
      sections.filter((section) => section.group === 'preferences'),
      defaultHostConfig,
    );
    expect(onlyPreferences.map((entry) => entry.group)).toEqual(['preferences']);
  });

  it('opens the named page, or the first one for no id, an unknown id or a hidden page', () => {
    const groups = groupSettingsSections(sections, { ...defaultHostConfig, managed: true });
    expect(currentSettingsSection(groups, 'appearance')?.id).toBe('appearance');
    expect(currentSettingsSection(groups, undefined)?.id).toBe('data');
    expect(currentSettingsSection(groups, 'gone')?.id).toBe('data');
    expect(currentSettingsSection(groups, 'hidden')?.id).toBe('data');
  });
});

describe('settings layout', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows the page of the hash with its title once, and links to every page', async () => {
    renderLayout('#settings/appearance');
    expect(await screen.findByText('Appearance content')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#settings/data',
      '#settings/hidden',
      '#settings/chat-behaviour',
      '#settings/appearance',
      '#settings/mcp',
    ]);
    expect(within(nav).getByRole('link', { name: 'Appearance' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('heading', { name: 'Appearance' })).toHaveLength(1);
    expect(screen.queryByText('Chat behaviour content')).toBeNull();
  });

  it('follows the hash when it changes', async () => {
    renderLayout('#settings');
    expect(await screen.findByText('Data and storage content')).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/#settings/mcp');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('MCP connectors content')).toBeTruthy();
  });
});

describe('settings accordion', () => {
  afterEach(cleanup);

  it('opens one page at a time through heading buttons, and folds the open one', async () => {
    const groups = groupSettingsSections(sections, defaultHostConfig);
    const opened: string[] = [];
    const view = render(
      <IntlRoot locale="en">
        <SettingsAccordion
          groups={groups}
          openID="chat-behaviour"
          onOpen={(sectionID) => {
            opened.push(sectionID);
          }}
        />
      </IntlRoot>,
    );
    expect(await screen.findByText('Chat behaviour content')).toBeTruthy();
    const chatButton = screen.getByRole('button', { name: 'Chat behaviour' });
    expect(chatButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Appearance' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Appearance content')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Appearance' }));
    expect(opened).toEqual(['appearance']);
    view.rerender(
      <IntlRoot locale="en">
        <SettingsAccordion groups={groups} openID="appearance" onOpen={() => undefined} />
      </IntlRoot>,
    );
    expect(await screen.findByText('Appearance content')).toBeTruthy();
    expect(screen.queryByText('Chat behaviour content')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Appearance' }));
    expect(screen.getByRole('button', { name: 'Appearance' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Appearance content')).toBeNull();
  });
});
