import { createHttpPluginRuntime } from './http-plugin-runtime.ts';
import { callPluginProxy } from './plugin-proxy-client.ts';

/** The HTTP runtime of the app: the real proxy, and Handlebars in the sandboxed transform frame (loaded on first use). */
export const httpPluginRuntime = createHttpPluginRuntime({
  proxy: callPluginProxy,
  renderHandlebars: async (render) => {
    const { renderHandlebarsInFrame } = await import('./handlebars-frame-client.ts');
    return renderHandlebarsInFrame(render);
  },
});
