import { useId } from 'react';
import { useIntl } from 'react-intl';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { ArchiveSection } from '../../auto-archive/on-demand.ts';
import { WebToolSettings } from '../../tools/on-demand.ts';
import { defaultQueueDelaySeconds } from '../chat-defaults.ts';
import { queueDelaySecondsSchema, switchSchema } from '../chat-setting-schemas.ts';
import { playAnswerSound } from './answer-sound.ts';
import { chatBehaviourMessages as messages } from './chat-behaviour-messages.ts';
import { MessagesToLoadField } from './messages-to-load-field.tsx';
import { SwitchField } from '../../settings/index.ts';
import { TitleSettingsFields } from './title-settings-fields.tsx';
import { KeywordSettingsFields } from '../suggested-keywords/keyword-settings-fields.tsx';

/** Spec §9: answers stream unless the person turns it off (Models → Global settings edits it too). */
const defaultStreaming = true;

/**
 * Settings → Chat behaviour (spec §2): streaming, automatic titles, suggested keywords, the answer sound, reopening the
 * previous chat, messages to load, the queue delay, auto-archive and auto-delete, and the web tools'
 * search engine.
 */
export function ChatBehaviourSection() {
  const intl = useIntl();
  const streaming = useSetting(settingKeys.streaming, switchSchema, defaultStreaming);
  const sound = useSetting(settingKeys.soundOnAnswer, switchSchema, false);
  const reopen = useSetting(settingKeys.reopenPreviousChat, switchSchema, false);
  const queueDelay = useSetting(
    settingKeys.queueDelaySeconds,
    queueDelaySecondsSchema,
    defaultQueueDelaySeconds,
  );
  const headingID = useId();
  const queueDelayID = useId();

  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.title)}</h2>
      <SwitchField
        label={intl.formatMessage(messages.streaming)}
        hint={intl.formatMessage(messages.streamingHint)}
        checked={streaming.value}
        onChange={(checked) => {
          void streaming.save(checked);
        }}
      />
      <TitleSettingsFields />
      <KeywordSettingsFields />
      <SwitchField
        label={intl.formatMessage(messages.sound)}
        checked={sound.value}
        onChange={(checked) => {
          void sound.save(checked);
          // Turning it on plays it once, so the person hears what it will sound like.
          if (checked) playAnswerSound();
        }}
      />
      <SwitchField
        label={intl.formatMessage(messages.reopen)}
        hint={intl.formatMessage(messages.reopenHint)}
        checked={reopen.value}
        onChange={(checked) => {
          void reopen.save(checked);
        }}
      />
      <MessagesToLoadField />
      <div className="settings-field">
        <label htmlFor={queueDelayID}>{intl.formatMessage(messages.queueDelay)}</label>
        <input
          id={queueDelayID}
          type="number"
          min={0}
          max={60}
          step={0.5}
          value={queueDelay.value}
          onChange={(event) => {
            const parsed = queueDelaySecondsSchema.safeParse(Number(event.target.value));
            if (parsed.success) void queueDelay.save(parsed.data);
          }}
        />
      </div>
      <ArchiveSection />
      <WebToolSettings />
    </section>
  );
}
