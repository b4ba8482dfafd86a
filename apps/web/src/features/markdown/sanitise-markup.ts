import DOMPurify, { type Config } from 'dompurify';

// Every HTML or SVG string that reaches innerHTML passes through here, even when the library that
// produced it escapes its input: a second line of defence against a bug or a hostile input that
// slips through the library.

/**
 * A sanitiser with its configuration parsed once. DOMPurify otherwise re-parses the configuration
 * on every call, a fifth of its time over the thousands of formulas of a long answer. Each is its
 * own instance, so this setting never reaches the shared instance Mermaid uses.
 */
function configuredSanitiser(config: Config): (html: string) => string {
  let purifier: typeof DOMPurify | undefined;
  return (html) => {
    if (!purifier) {
      purifier = DOMPurify(window);
      purifier.setConfig(config);
    }
    return purifier.sanitize(html);
  };
}

/** highlight.js output: spans with classes, nothing else. */
export const sanitiseHighlightedCode = configuredSanitiser({
  ALLOWED_TAGS: ['span'],
  ALLOWED_ATTR: ['class'],
});

/** KaTeX output: HTML spans with inline styles, MathML for screen readers, SVG for some glyphs. */
export const sanitiseMathMarkup = configuredSanitiser({
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  FORBID_TAGS: ['a', 'form', 'input', 'button', 'iframe', 'style', 'foreignObject'],
  FORBID_ATTR: ['href', 'xlink:href', 'action', 'formaction'],
});

// A CSS url() or @import in a diagram's styles would fetch from a host the model chose; only
// references to the SVG's own fragments (#marker) stay.
const externalCssUrl = /url\(\s*(?!['"]?#)[^)]*\)/gi;
const cssImport = /@import[^;]*;?/gi;

/**
 * Mermaid output: an SVG document with its own <style>; links, foreign HTML and external CSS
 * references are dropped. String post-processing rather than DOMPurify hooks, because hooks are
 * global and Mermaid uses the same DOMPurify instance for its labels.
 */
export function sanitiseDiagramSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject', 'script', 'iframe'],
    FORBID_ATTR: ['href', 'xlink:href'],
  })
    .replace(externalCssUrl, 'none')
    .replace(cssImport, '');
}
