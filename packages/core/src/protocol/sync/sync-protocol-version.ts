/**
 * The version of the sync calls (docs/sync.md). Raise it with every change to a message in this
 * folder and add a line to the log: what changed, and what a device of the previous version sees.
 *
 * 1. The first protocol: push, pull, digest, manifest, fetch, events. A push holding one id that
 *    another account held was refused whole (403).
 * 2. Records are keyed per account, so ids never collide across accounts. A push is answered per
 *    record, in order: a record the server cannot take is answered `rejected` with a `reason`, and
 *    the rest of the batch is stored. A device of version 1 fails to read a `rejected` answer and
 *    reports a sync error, as it did for the whole-batch refusal before; other answers are unchanged.
 * 3. Record kinds `file` and `knowledgeCollection` in the category `knowledge`; a file's bytes are
 *    uploaded under its `blobID` (with the file's name) before the file record. A device of version 2
 *    never asks for `knowledge`; one that pulls without naming categories fails to read a page holding
 *    a file and reports a sync error until it is updated.
 */
export const syncProtocolVersion = 3;
