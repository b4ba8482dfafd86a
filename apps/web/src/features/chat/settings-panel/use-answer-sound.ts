import { useEffect, useRef } from 'react';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { switchSchema } from '../chat-setting-schemas.ts';
import { playAnswerSound } from './answer-sound.ts';

/**
 * Plays the chime when the open chat's answer finishes and "sound on answer" is on. Only a change
 * from running to done within one chat counts: opening a chat or switching chats plays nothing.
 */
export function useAnswerSound(chatID: string | undefined, running: boolean, play = playAnswerSound): void {
  const enabled = useSetting(settingKeys.soundOnAnswer, switchSchema, false).value;
  const previous = useRef({ chatID, running });
  useEffect(() => {
    const before = previous.current;
    previous.current = { chatID, running };
    if (enabled && before.running && !running && before.chatID === chatID) play();
  }, [chatID, running, enabled, play]);
}
