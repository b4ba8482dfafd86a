export { startDebugLogCapture, debugLog } from './capture-console.ts';
export { DebugLogButton } from './debug-log-button.tsx';
export { debugLogCapacity, type DebugLogEntry } from './debug-log-buffer.ts';
