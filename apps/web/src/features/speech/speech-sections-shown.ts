import { isChatFeatureOn, type HostConfig } from '@confab/core';

/** Spec §2 "Settings": Text-to-speech (feature on). */
export function textToSpeechSectionShown(config: HostConfig): boolean {
  return isChatFeatureOn(config, 'textToSpeech');
}

/** Spec §2 "Settings": Voice input (feature on). */
export function voiceInputSectionShown(config: HostConfig): boolean {
  return isChatFeatureOn(config, 'voiceInput');
}
