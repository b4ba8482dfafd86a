import { useEffect, useState } from 'react';
import { effectiveContent, type Message } from '@confab/core';
import { firstScreenCount } from './messages-to-load.ts';

/**
 * A chat just opened draws its newest screenful of messages first and the older ones right after that
 * frame (above, out of sight, while the log keeps to its end): the chat is on screen after rendering
 * a few messages, not all of them. Not when a search target may be among the older ones. The log is
 * keyed by chat, so this happens once per chat opened.
 */
export function useFirstScreenFirst(shown: readonly Message[], allowed: boolean): readonly Message[] {
  const [phase, setPhase] = useState<'opening' | 'opened'>('opening');
  const count = phase === 'opening' ? firstScreenCount(shown.map(effectiveContent)) : shown.length;
  const partial = phase === 'opening' && allowed && count < shown.length;
  // The first messages read are all drawn at once: nothing to hold back then or later.
  if (phase === 'opening' && shown.length > 0 && !partial) setPhase('opened');
  useEffect(() => {
    if (!partial) return;
    let timer: number | undefined;
    // A task after the frame's own rendering, so the first screen is painted before the rest.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        setPhase('opened');
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [partial]);
  return partial ? shown.slice(shown.length - count) : shown;
}
