import { useState } from 'react';

/**
 * The "Use knowledge" switch for a chat not created yet. It belongs to that one new chat: opening
 * another chat (or another new one after it was created) starts it off again.
 */
export function useHeldUseKnowledge(chatID: string | undefined): [boolean, (value: boolean) => void] {
  const [held, setHeld] = useState(false);
  const [heldChatID, setHeldChatID] = useState(chatID);
  // Reset while rendering (React's pattern for state derived from a changed prop), not in an effect.
  if (heldChatID !== chatID) {
    setHeldChatID(chatID);
    setHeld(false);
  }
  return [heldChatID === chatID && held, setHeld];
}
