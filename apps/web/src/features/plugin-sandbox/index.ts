export { runJavaScript, runJavaScriptCodeCharacters, type RunJavaScriptResult } from './run-javascript.ts';
export { runInSandbox, SandboxTimeoutError, type SandboxOptions } from './run-in-sandbox.ts';
export { sandboxLimits, type SandboxJob, type SandboxResult } from './sandbox-protocol.ts';
