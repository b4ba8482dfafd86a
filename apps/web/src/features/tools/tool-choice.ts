import * as z from 'zod/mini';

/** A list of tool ids as stored in the default-for-new-chats setting. */
export const toolIDsSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(256)))
  .check(z.maxLength(500));

/** New chats offer no tools until the person picks some: not every endpoint accepts tools. */
export const noToolIDs: string[] = [];
