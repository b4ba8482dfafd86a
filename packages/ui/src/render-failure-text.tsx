import { createContext, useContext } from 'react';

/**
 * The words ui's own boundaries (the one inside every dialog) show. ui knows no language: the app
 * provides its translations; these English ones are for pages that provide none.
 */
export interface RenderFailureText {
  /** The notice in a dialog whose content failed to render. */
  dialogFailed: string;
  close: string;
}

const englishText: RenderFailureText = {
  dialogFailed: 'This dialog could not be shown.',
  close: 'Close',
};

const RenderFailureTextContext = createContext<RenderFailureText>(englishText);

export const RenderFailureTextProvider = RenderFailureTextContext.Provider;

export function useRenderFailureText(): RenderFailureText {
  return useContext(RenderFailureTextContext);
}
