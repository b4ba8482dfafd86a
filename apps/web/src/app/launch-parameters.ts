/**
 * The query string the page was opened with, read once when this module loads. Entry links
 * (`?agent=`, `?safe_mode`, …) are acted on after the first render, and the entry-link handler then
 * replaces the address with `/`; anything that needs a parameter later reads it here, not from
 * `window.location`, so the order in which features look does not matter.
 */
export const launchParameters: URLSearchParams = new URLSearchParams(window.location.search);

/** `?safe_mode` (any value) starts the app with extensions off for this page load. */
export function safeModeRequested(parameters: URLSearchParams = launchParameters): boolean {
  return parameters.has('safe_mode');
}
