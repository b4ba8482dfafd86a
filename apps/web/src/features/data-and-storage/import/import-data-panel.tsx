/** Import and import from another app (issue #15 item 3 and 4): being built on its own branch. */
export function ImportDataPanel() {
  return null;
}
