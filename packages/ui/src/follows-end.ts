/**
 * Set to "true" on a scroll box while it keeps itself pinned to its end (the chat log following an
 * answer), so content inside it can tell where the view will be after the pin.
 */
export const followsEndAttribute = 'data-follows-end';
