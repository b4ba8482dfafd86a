/**
 * Shift-click in select mode (spec §4): every chat between the anchor (the last chat clicked) and the
 * clicked one, in list order, takes the clicked chat's new state. Without a usable anchor only the
 * clicked chat changes. Returns a new set.
 */
export function tickRange(
  orderedIDs: readonly string[],
  selected: ReadonlySet<string>,
  options: { anchorID: string | null; targetID: string; ticked: boolean },
): Set<string> {
  const next = new Set(selected);
  const targetIndex = orderedIDs.indexOf(options.targetID);
  const anchorIndex = options.anchorID === null ? -1 : orderedIDs.indexOf(options.anchorID);
  const [start, end] =
    anchorIndex === -1 || targetIndex === -1
      ? [targetIndex, targetIndex]
      : [Math.min(anchorIndex, targetIndex), Math.max(anchorIndex, targetIndex)];
  if (start === -1) {
    if (options.ticked) next.add(options.targetID);
    else next.delete(options.targetID);
    return next;
  }
  for (const id of orderedIDs.slice(start, end + 1)) {
    if (options.ticked) next.add(id);
    else next.delete(id);
  }
  return next;
}
