// The runtime of `javascript` plugins, loaded on a plugin's first call (tools/plugin-runtimes.ts).
export {
  createJavaScriptPluginRuntime,
  javascriptPluginRuntime,
  pluginResources,
  readUserMessagePermission,
  type JavaScriptCallContext,
  type SandboxRunner,
} from './javascript-plugin-runtime.ts';
