// Parts only lazily loaded code uses. The image helpers are free of React components, for DOM-free
// callers (the full export, drawn by the lazy settings screen; the MCP runtime, tested in Node).
export { toolImageIDs, toolResultWithImages } from './generated-image-id.ts';
// Drawn by the Settings screen only: through index.ts it would land in the first load's chunk.
export { WebToolSettings } from './web-tool-settings.tsx';
// Drawn in messages, whose components load after the first screen (chat's message article).
export { ToolCallSteps, type ToolCallStepsProps } from './tool-call-steps.tsx';
