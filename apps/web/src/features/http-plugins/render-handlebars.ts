import Handlebars from 'handlebars';

export interface HandlebarsRender {
  template: string;
  data: unknown;
  /** HTML-escape `{{value}}` (for `render_html` results); text for the model is left as it is. */
  escapeHtml: boolean;
}

/**
 * Runs a plugin's Handlebars result template over the API's answer. Handlebars compiles templates
 * to functions with `new Function`, which the app's Content-Security-Policy forbids, so this runs
 * only inside the sandboxed transform frame (handlebars-frame-main.ts) and in unit tests.
 *
 * The template comes with a plugin and the data from a remote API, so: a fresh environment (no
 * helpers or partials registered elsewhere), only the built-in helpers (`knownHelpersOnly`), and no
 * access to prototype properties or methods (`constructor`, `__proto__`), Handlebars' own guard
 * against template injection.
 */
export function renderHandlebars({ template, data, escapeHtml }: HandlebarsRender): string {
  const environment = Handlebars.create();
  const compiled = environment.compile(template, { noEscape: !escapeHtml, knownHelpersOnly: true });
  return compiled(data, {
    allowProtoPropertiesByDefault: false,
    allowProtoMethodsByDefault: false,
    allowCallsToHelperMissing: false,
  });
}
