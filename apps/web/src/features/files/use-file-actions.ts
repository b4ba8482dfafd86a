import { useMemo } from 'react';
import { cryptoRandom, type StoragePort } from '@confab/core';
import { type StoredFile } from '@confab/core/entities';
import { useStorage } from '../../storage/app-storage.tsx';
import { placeComposerFiles } from '../chat/index.ts';
import { addFileToProject } from './add-to-project.ts';
import { setFileCollections } from './collections.ts';
import { deleteStoredFile, renameStoredFile } from './delete-file.ts';

function createFileActions(storage: StoragePort) {
  return {
    rename: (file: StoredFile, name: string) => renameStoredFile(storage, file.id, name),
    remove: (file: StoredFile) => deleteStoredFile(storage, file.id),
    setCollections: (file: StoredFile, collectionIDs: string[]) =>
      setFileCollections(storage, file.id, collectionIDs),
    addToProject: (file: StoredFile, folderID: string) =>
      addFileToProject(storage, { fileID: file.id, folderID, random: cryptoRandom, now: Date.now() }),
    /** Hands the file to the composer as an attachment; false when its bytes are not on this device. */
    attachToComposer: async (file: StoredFile): Promise<boolean> => {
      const blob = await storage.blobs.get(file.blobID);
      if (!blob) return false;
      placeComposerFiles([new File([blob.data], file.name, { type: file.mimeType })]);
      return true;
    },
  };
}

export type FileActions = ReturnType<typeof createFileActions>;

export function useFileActions(): FileActions {
  const storage = useStorage();
  return useMemo(() => createFileActions(storage), [storage]);
}
