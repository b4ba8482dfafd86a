import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { Message } from '@confab/core';
import { answerKey } from '@confab/core/conversation';
import { useLiveAnswer } from '../engine/use-live-answer.ts';
import { chatMessages } from './chat-messages.ts';
import { MessageBody } from './message-body.tsx';
import { MessageUsage } from './message-usage.tsx';

type Response = NonNullable<Message['responses']>[number];

export interface MultiResponsesProps {
  message: Message;
  onChoosePrimary: (message: Message, responseUUID: string) => void;
  costOf: (modelID: string | undefined, usage: Message['usage']) => number | undefined;
}

/** One prompt answered by several models side by side; the chosen one continues the conversation. */
export function MultiResponses({ message, onChoosePrimary, costOf }: MultiResponsesProps) {
  return (
    <div className="multi-responses">
      {(message.responses ?? []).map((response) => (
        <ResponseColumn
          key={response.uuid}
          message={message}
          response={response}
          primary={response.uuid === message.primaryResponseID}
          onChoosePrimary={onChoosePrimary}
          costOf={costOf}
        />
      ))}
    </div>
  );
}

function ResponseColumn({
  message,
  response,
  primary,
  onChoosePrimary,
  costOf,
}: { message: Message; response: Response; primary: boolean } & Omit<MultiResponsesProps, 'message'>) {
  const intl = useIntl();
  const live = useLiveAnswer(answerKey(message.uuid, response.uuid), message.updatedAt);
  return (
    <section className="multi-responses__column" data-primary={primary} aria-label={response.model ?? ''}>
      <header className="multi-responses__header">
        <span className="multi-responses__model">{response.model}</span>
        {primary ? (
          <span className="multi-responses__primary">{intl.formatMessage(chatMessages.primary)}</span>
        ) : (
          <Button
            variant="ghost"
            onClick={() => {
              onChoosePrimary(message, response.uuid);
            }}
          >
            {intl.formatMessage(chatMessages.usePrimary)}
          </Button>
        )}
      </header>
      <MessageBody
        content={live?.content ?? response.content}
        reasoning={live?.reasoning || response.reasoning}
        error={live?.error ?? response.error}
        toolCalls={response.toolCalls}
        streaming={live?.arriving ?? false}
      />
      <MessageUsage usage={response.usage} cost={costOf(response.model, response.usage)} />
    </section>
  );
}
