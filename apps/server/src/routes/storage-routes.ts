import type { Hono } from 'hono';
import {
  cloudStorageDeleteRequestSchema,
  cloudStorageRequestSchema,
  type SyncStats,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import { attachmentHeaders } from '../http/attachment-headers.ts';
import { cleanFileName, fileNameFromDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { CloudStorage } from '../storage/cloud-storage-service.ts';
import { blobIDPattern, storageMessages } from '../storage/storage-messages.ts';
import { confirmedContentType } from '../storage/upload-content-type.ts';
import { spoolUpload } from '../storage/upload-spool.ts';

/** Largest single upload; the route's body limit (create-app.ts) uses the same number. */
export const maxBlobBytes = 100 * 1024 * 1024;

/** Pieces an upload is stored in: the PostgreSQL store writes one statement per piece. */
const uploadPieceBytes = 256 * 1024;

function blobID(id: string): string {
  if (!blobIDPattern.test(id)) throw new HttpError(404, storageMessages.blobNotFound);
  return id;
}

/** Cloud storage: uploads, the storage manager's list and delete, and the sync stats. */
export function registerStorageRoutes(
  app: Hono,
  { auth, storage }: { auth: AuthService; storage: CloudStorage },
): void {
  const session = requireSession(auth);

  app.put('/api/cloud/blobs/:id', session, async (context) => {
    const id = blobID(context.req.param('id'));
    // Received into a temporary file, never held whole in memory (docs/deploy.md "Uploaded files").
    const upload = await spoolUpload(context.req.raw.body);
    try {
      // Neither the name nor the type is taken on the client's word (docs/cloud-storage.md "Uploads").
      const fileName = cleanFileName(
        fileNameFromDisposition(context.req.header('content-disposition')) ?? '',
        id,
      );
      const stored = await storage.putBlob(context.get('session').userID, {
        id,
        size: upload.size,
        source: upload.pieces(uploadPieceBytes),
        contentType: await confirmedContentType(context.req.header('content-type'), upload.file),
        fileName,
      });
      return context.json(stored, 201);
    } finally {
      await upload.discard();
    }
  });

  app.get('/api/cloud/blobs/:id', session, async (context) => {
    const blob = await storage.getBlob(context.get('session').userID, blobID(context.req.param('id')));
    // Rows stored before names were cleaned are cleaned on the way out too.
    const fileName = cleanFileName(fileNameFromDisposition(blob.contentDisposition) ?? '', blob.id);
    return context.body(blob.stream, 200, {
      ...attachmentHeaders({ contentType: blob.contentType, fileName }),
      'Content-Length': String(blob.size),
    });
  });

  app.post('/api/cloud/storage', session, async (context) => {
    const request = await readJsonBody(context, cloudStorageRequestSchema);
    context.header('Cache-Control', 'no-store');
    return context.json(await storage.list(context.get('session').userID, request));
  });

  app.post('/api/cloud/storage/delete', session, async (context) => {
    const request = await readJsonBody(context, cloudStorageDeleteRequestSchema);
    await storage.delete(context.get('session').userID, request);
    return context.json({ ok: true });
  });

  app.get('/api/cloud/sync/stats', session, async (context) => {
    const stats: SyncStats = await storage.stats(context.get('session').userID);
    context.header('Cache-Control', 'no-store');
    return context.json(stats);
  });
}
