export { startDebugLogCapture, debugLog } from './capture-console.ts';
export { debugLogCapacity, type DebugLogEntry } from './debug-log-buffer.ts';
