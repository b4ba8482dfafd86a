import { useSyncExternalStore } from 'react';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';

/** A temporary chat while it is on: its in-memory store and the chat it holds, once the first message is sent. */
export interface TemporaryChatSession {
  memory: StoragePort;
  chatID: string | undefined;
}

/**
 * Kept in this module, not in a component, so the chat survives a visit to another tab and is gone
 * only when it is turned off (or the page reloads, which starts with it off).
 */
let session: TemporaryChatSession | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Empties a finished session's store before closing it: the memory backend keeps a database's rows
 * for the page's lifetime, and a temporary chat should not outlive being turned off.
 */
async function discard(memory: StoragePort): Promise<void> {
  for (const chat of await memory.chats.list()) await memory.deleteChat(chat.id);
  await memory.close();
}

export function setTemporaryChatActive(next: boolean): void {
  if (next === (session !== null)) return;
  if (session) void discard(session.memory);
  session = next ? { memory: createMemoryStorage(), chatID: undefined } : null;
  notify();
}

/** Records the chat the session's first send created (or a fork of it opened). */
export function setTemporaryChatID(chatID: string): void {
  if (!session || session.chatID === chatID) return;
  session = { ...session, chatID };
  notify();
}

export function isTemporaryChatActive(): boolean {
  return session !== null;
}

function currentSession(): TemporaryChatSession | null {
  return session;
}

export function useTemporaryChatSession(): TemporaryChatSession | null {
  return useSyncExternalStore(subscribe, currentSession, () => null);
}

export function useTemporaryChatActive(): boolean {
  return useTemporaryChatSession() !== null;
}
