import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { ChatMeta } from '@confab/core';
import { ModelPicker, MultiModelPicker } from '../models/index.ts';
import { ToolPicker } from '../tools/index.ts';
import { KnowledgeSwitch } from './knowledge/knowledge-switch.tsx';
import { ChatSettingsButton } from './chat-settings-button.tsx';
import type { LoadedChat } from '@confab/core/conversation';

export interface ChatToolbarProps {
  chat: LoadedChat | undefined;
  modelIDs: readonly string[];
  onModelIDsChange: (modelIDs: string[]) => void;
  onClearContext: () => void;
  onMetaChange: (meta: ChatMeta) => void;
  /** The "Use knowledge" switch held for a chat not created yet. */
  heldUseKnowledge: boolean;
  onHeldUseKnowledgeChange: (useKnowledge: boolean) => void;
  /** The host hides the chat's top bar (`navBar`): its "Chat settings" comes here instead. */
  withChatSettings?: boolean;
}

/** Under the composer: which model answers (or several side by side), its tools, and the clear-context marker. */
export function ChatToolbar({
  chat,
  modelIDs,
  onModelIDsChange,
  onClearContext,
  onMetaChange,
  heldUseKnowledge,
  onHeldUseKnowledgeChange,
  withChatSettings = false,
}: ChatToolbarProps) {
  const intl = useIntl();
  const [comparing, setComparing] = useState(modelIDs.length > 1);
  return (
    <>
      {comparing ? (
        <MultiModelPicker
          value={[...modelIDs]}
          onChange={(ids) => {
            onModelIDsChange(ids);
          }}
        />
      ) : (
        <ModelPicker
          value={modelIDs[0] ?? ''}
          onChange={(id) => {
            onModelIDsChange([id]);
          }}
        />
      )}
      <Button
        variant="ghost"
        aria-pressed={comparing}
        onClick={() => {
          if (comparing) onModelIDsChange(modelIDs.slice(0, 1));
          setComparing(!comparing);
        }}
      >
        {intl.formatMessage({ id: 'chat.toolbar.compare', defaultMessage: 'Compare models' })}
      </Button>
      <ToolPicker meta={chat?.meta} modelID={modelIDs[0]} onMetaChange={onMetaChange} />
      <KnowledgeSwitch
        meta={chat?.meta}
        held={heldUseKnowledge}
        onHeldChange={onHeldUseKnowledgeChange}
        onMetaChange={onMetaChange}
      />
      <Button variant="ghost" disabled={!chat || chat.path.length === 0} onClick={onClearContext}>
        {intl.formatMessage({ id: 'chat.toolbar.clearContext', defaultMessage: 'Clear context' })}
      </Button>
      {withChatSettings ? <ChatSettingsButton chat={chat} onMetaChange={onMetaChange} /> : null}
    </>
  );
}
