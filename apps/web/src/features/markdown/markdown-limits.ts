/**
 * Bounds on what one message may ask of the lexer and the renderers. Model output is untrusted:
 * without them thousands of nested quote markers overflow the stack, and runs of brackets or
 * emphasis markers cost time quadratic in their length (seconds per lexing, and a streaming tail is
 * lexed again on every redraw). Past a bound the rest is shown as its source text, with a notice.
 */

/**
 * Containers (quotes, list items) nested inside each other, and inline spans (emphasis, links)
 * nested inside each other. Every renderer of a message draws the token tree, so bounding the tree
 * where it is built bounds them all.
 */
export const markdownNestingLimit = 16;

/** Columns of a table; a wider one is shown as its source text. */
export const tableColumnLimit = 128;

/**
 * Characters that can open or close an inline construct (emphasis, links, images, code, math,
 * raw HTML, e-mail autolinks) in one paragraph, heading or table cell. Real prose has a few dozen; matching
 * thousands of them costs time quadratic in their number.
 */
export const inlineMarkupLimit = 1_000;
