/** The default number of messages shown before "Show earlier messages" (spec: a product constant). */
export const defaultMessagesToLoad = 50;

/** Seconds between the messages of a `----` queue, so each answer can be read before the next prompt. */
export const defaultQueueDelaySeconds = 2;
