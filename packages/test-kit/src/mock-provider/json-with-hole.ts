// A full-speed stream of 100,000 tokens is 100,000 near-identical events; spreading and stringifying
// each whole object was most of the mock's CPU, which competes with the browser it serves on a small
// machine. The constant part is stringified once and only the text is escaped per event.

const hole = '\u0000confab-json-hole\u0000';

/**
 * Given an object with `hole` where a string goes, a function making the JSON of that object with any
 * string in that place: byte for byte what `JSON.stringify` gives for the whole object.
 */
export function jsonWithHole(shape: (hole: string) => unknown): (text: string) => string {
  const json = JSON.stringify(shape(hole));
  const quotedHole = JSON.stringify(hole);
  const at = json.indexOf(quotedHole);
  if (at < 0 || json.indexOf(quotedHole, at + 1) >= 0) {
    throw new Error('jsonWithHole: the shape must hold the hole exactly once');
  }
  const before = json.slice(0, at);
  const after = json.slice(at + quotedHole.length);
  return (text) => before + JSON.stringify(text) + after;
}
