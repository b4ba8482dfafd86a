import type { ReactElement } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  type IconProps,
  AgentsIcon,
  ChatIcon,
  FolderIcon,
  ModelsIcon,
  PluginsIcon,
  PromptsIcon,
  SettingsIcon,
  TeamsIcon,
} from '@confab/ui';
import type { WorkspaceTab } from '@confab/core';

export const workspaceTabLabels = defineMessages({
  chat: { id: 'workspace.tab.chat', defaultMessage: 'Chat' },
  agents: { id: 'workspace.tab.agents', defaultMessage: 'Agents' },
  prompts: { id: 'workspace.tab.prompts', defaultMessage: 'Prompts' },
  plugins: { id: 'workspace.tab.plugins', defaultMessage: 'Plugins' },
  models: { id: 'workspace.tab.models', defaultMessage: 'Models' },
  files: { id: 'workspace.tab.files', defaultMessage: 'Files' },
  teams: { id: 'workspace.tab.teams', defaultMessage: 'Teams' },
  settings: { id: 'workspace.tab.settings', defaultMessage: 'Settings' },
}) satisfies Record<WorkspaceTab, MessageDescriptor>;

export const workspaceTabIcons: Record<WorkspaceTab, (props: IconProps) => ReactElement> = {
  chat: ChatIcon,
  agents: AgentsIcon,
  prompts: PromptsIcon,
  plugins: PluginsIcon,
  models: ModelsIcon,
  files: FolderIcon,
  teams: TeamsIcon,
  settings: SettingsIcon,
};
