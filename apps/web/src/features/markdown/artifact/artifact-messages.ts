// The two messages of the artifact frame protocol. The frame's origin is opaque (sandbox without
// allow-same-origin), so origin checks cannot tell it apart: both sides check the sending window.

/** Where the frame's document is served, with the relaxed Content-Security-Policy of /sandbox/. */
export const artifactFrameUrl = '/sandbox/artifact.html';

export const artifactReadyType = 'confab-artifact-ready';
export const artifactRenderType = 'confab-artifact-render';

export interface ArtifactRenderMessage {
  type: typeof artifactRenderType;
  html: string;
}

export function isArtifactReadyMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === artifactReadyType;
}

export function artifactRenderMessage(html: string): ArtifactRenderMessage {
  return { type: artifactRenderType, html };
}
