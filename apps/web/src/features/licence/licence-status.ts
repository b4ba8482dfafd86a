import type { LicenceTokenPayload } from '@confab/core/protocol';

/**
 * Spec §4 verification state of this page: null unknown (not checked yet), true verified (with the
 * token's payload), false not verified. Module state, because the plugins screen, the share dialog and
 * the licence popup all read the one answer of one verification.
 */
export interface LicenceStatus {
  verified: boolean | null;
  payload?: LicenceTokenPayload;
}

let status: LicenceStatus = { verified: null };
const listeners = new Set<() => void>();

export function readLicenceStatus(): LicenceStatus {
  return status;
}

export function setLicenceStatus(next: LicenceStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeLicenceStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Which licence dialog is open; any part of the app may open the popup or the pricing page. */
export type LicenceDialog = 'none' | 'popup' | 'pricing';

let dialog: LicenceDialog = 'none';
const dialogListeners = new Set<() => void>();

export function readLicenceDialog(): LicenceDialog {
  return dialog;
}

export function openLicenceDialog(next: LicenceDialog): void {
  dialog = next;
  for (const listener of dialogListeners) listener();
}

export function subscribeLicenceDialog(listener: () => void): () => void {
  dialogListeners.add(listener);
  return () => {
    dialogListeners.delete(listener);
  };
}
