import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { StoredToolCall } from '@confab/core';
import { argumentsPreview, formatToolText } from './format-tool-text.ts';
import { HtmlResultFrame } from './html-result-frame.tsx';
import { ToolCallImages } from './generated-image.tsx';
import { toolMessages } from './tool-messages.ts';
import { toolTitle } from './tool-title.ts';
import './tool-call-steps.css';

export interface ToolCallStepsProps {
  toolCalls: readonly StoredToolCall[] | undefined;
  /** Renders a `render_markdown` result through the app's sanitising renderer. */
  renderMarkdown: (text: string) => ReactNode;
}

function formatDuration(intl: IntlShape, milliseconds: number): string {
  return milliseconds < 1000
    ? intl.formatNumber(milliseconds, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' })
    : intl.formatNumber(milliseconds / 1000, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
}

/** The tools an answer called, each a collapsed step: name and state first, the details on demand. */
export function ToolCallSteps({ toolCalls, renderMarkdown }: ToolCallStepsProps) {
  const intl = useIntl();
  if (!toolCalls?.length) return null;
  return (
    <ul className="tool-steps" aria-label={intl.formatMessage(toolMessages.steps)}>
      {toolCalls.map((call) => (
        <li key={call.id}>
          <ToolCallStep call={call} intl={intl} renderMarkdown={renderMarkdown} />
          <ToolCallImages call={call} />
        </li>
      ))}
    </ul>
  );
}

function ToolCallStep({
  call,
  intl,
  renderMarkdown,
}: {
  call: StoredToolCall;
  intl: IntlShape;
  renderMarkdown: (text: string) => ReactNode;
}) {
  const running = call.result === undefined && call.error === undefined;
  const state = running
    ? intl.formatMessage(toolMessages.running)
    : call.error === undefined
      ? call.durationMs === undefined
        ? null
        : formatDuration(intl, call.durationMs)
      : intl.formatMessage(toolMessages.failed);
  // A render_html frame loads only once the step is opened: a chat of many such steps stays light.
  const [open, setOpen] = useState(false);
  return (
    <details
      className={`tool-step${call.error === undefined ? '' : ' tool-step--failed'}`}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="tool-step__summary">
        <span className="tool-step__name">{toolTitle(intl, call.name)}</span>
        <span className="tool-step__preview">{argumentsPreview(call.arguments)}</span>
        {state ? <span className="tool-step__state">{state}</span> : null}
      </summary>
      <div className="tool-step__body">
        <p className="tool-step__label">{intl.formatMessage(toolMessages.arguments)}</p>
        <pre className="tool-step__text">{formatToolText(call.arguments)}</pre>
        {call.error === undefined ? null : (
          <>
            <p className="tool-step__label">{intl.formatMessage(toolMessages.error)}</p>
            <pre className="tool-step__text tool-step__text--error">{call.error}</pre>
          </>
        )}
        {call.result === undefined ? null : (
          <>
            <p className="tool-step__label">{intl.formatMessage(toolMessages.result)}</p>
            {call.outputType === 'render_markdown' ? (
              <div className="tool-step__rendered">{renderMarkdown(call.result)}</div>
            ) : call.outputType === 'render_html' ? (
              open && <HtmlResultFrame html={call.result} />
            ) : (
              <pre className="tool-step__text">{formatToolText(call.result)}</pre>
            )}
          </>
        )}
      </div>
    </details>
  );
}
