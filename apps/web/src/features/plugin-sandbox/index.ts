export {
  createJavaScriptPluginRuntime,
  javascriptPluginRuntime,
  pluginResources,
  readUserMessagePermission,
  type JavaScriptCallContext,
  type SandboxRunner,
} from './javascript-plugin-runtime.ts';
export { runJavaScript, runJavaScriptCodeCharacters, type RunJavaScriptResult } from './run-javascript.ts';
export { runInSandbox, SandboxTimeoutError, type SandboxOptions } from './run-in-sandbox.ts';
export { sandboxLimits, type SandboxJob, type SandboxResult } from './sandbox-protocol.ts';
