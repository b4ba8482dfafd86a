import { memo } from 'react';
import { useIntl } from 'react-intl';
import { visibleWorkspaceTabs, type WorkspaceTab } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { formatHashRoute } from '../../routing/hash-route.ts';
import { workspaceTabIcons, workspaceTabLabels } from './workspace-tab-definitions.tsx';
import { SyncIndicator } from '../cloud-sync/index.ts';
import './workspace-bar.css';

export interface WorkspaceBarProps {
  activeTab: WorkspaceTab;
  onSelect: (tab: WorkspaceTab) => void;
}

export const WorkspaceBar = memo(function WorkspaceBar({ activeTab, onSelect }: WorkspaceBarProps) {
  const intl = useIntl();
  const tabs = visibleWorkspaceTabs(useHostConfig());
  return (
    <nav
      className="workspace-bar"
      aria-label={intl.formatMessage({ id: 'workspace.bar.label', defaultMessage: 'Workspace' })}
    >
      <ul className="workspace-bar__list">
        {tabs.map((tab) => {
          const Icon = workspaceTabIcons[tab];
          const label = intl.formatMessage(workspaceTabLabels[tab]);
          const active = tab === activeTab;
          return (
            <li
              key={tab}
              className={
                tab === 'settings' ? 'workspace-bar__item workspace-bar__item--end' : 'workspace-bar__item'
              }
            >
              <a
                href={formatHashRoute({ tab }) || '#'}
                className="workspace-bar__tab"
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(tab);
                }}
              >
                <Icon size={20} strokeWidth={1.8} />
                <span className="workspace-bar__label">{label}</span>
              </a>
              {tab === 'settings' ? <SyncIndicator /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
