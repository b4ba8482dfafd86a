/** Full export (issue #15 item 2): being built on its own branch. */
export function ExportDataPanel() {
  return null;
}
