/** Awaited between records: resolves at once, or after a macrotask when the page has worked long enough. */
export type YieldToBrowser = () => Promise<void>;

/**
 * A yield that hands the page back to the browser (input, painting) once `budgetMilliseconds` of
 * work have passed since the last hand-back, so an export of 10,000 chats never makes a long task.
 * A microtask would not do: awaiting a resolved promise keeps the same task running.
 */
export function yieldEvery(
  budgetMilliseconds: number,
  now: () => number = () => performance.now(),
): YieldToBrowser {
  let since = now();
  return async () => {
    if (now() - since < budgetMilliseconds) return;
    await new Promise<void>((resolve) => {
      setTimeout(resolve, 0);
    });
    since = now();
  };
}
