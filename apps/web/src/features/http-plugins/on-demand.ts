// The runtime of `http` plugins, loaded on a plugin's first call (tools/plugin-runtimes.ts).
export { httpPluginRuntime } from './browser-http-plugin-runtime.ts';
