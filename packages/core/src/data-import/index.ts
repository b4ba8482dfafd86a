export { ImportReadError } from './import-read-error.ts';
export type { ImportReadFailure, TextPosition } from './import-read-error.ts';
export {
  decodeFileBytes,
  decodeFileBytesInSteps,
  decodeStepBytes,
  detectTextEncoding,
} from './decode-file-bytes.ts';
export type { FileTextEncoding } from './decode-file-bytes.ts';
export { JsonReader, defaultMaximumDepth } from './json-reader.ts';
export { parseImportText, readImportFile } from './read-import-file.ts';
export type { ReadImportFileOptions } from './read-import-file.ts';
export { emptyResult, failureJsonMaximumLength, importFailure, validate } from './conversion-result.ts';
export type { ConversionResult, ImportFailure, Validation } from './conversion-result.ts';
export { importedMessageUUID, linkImportedMessages } from './link-imported-messages.ts';
export type { LinkOptions, LinkedMessages, MessageDraft, SourceNode } from './link-imported-messages.ts';
export { finishImportedChat, importSources, importedChatID, importedTag } from './imported-chat.ts';
export type { ImportSource, ImportedChat, ImportedChatFields } from './imported-chat.ts';
export { emptyPayload, importFormats, isPayloadEmpty, payloadFailures } from './import-payload.ts';
export type { ImportFormat, ImportPayload, ImportedSetting } from './import-payload.ts';
export {
  customModelConfirmation,
  maskedSecret,
  splitPluginSettings,
  splitProfileKeys,
} from './sensitive-settings.ts';
export type { PendingConfirmation, ProfileKeyField } from './sensitive-settings.ts';
export { acceptConfirmations } from './accept-confirmations.ts';
export { exportChunkPaths, convertExport, type ConvertExportOptions } from './convert-export.ts';
export { convertChatGPT } from './convert-chatgpt.ts';
export { convertClaude } from './convert-claude.ts';
export { convertOpenWebUI } from './convert-open-webui.ts';
export { convertLibreChat } from './convert-librechat.ts';
export { detectImportFormat } from './detect-import-format.ts';
export { UnknownImportFormatError, convertImport } from './convert-import.ts';
export { convertImportInSteps } from './convert-import-in-steps.ts';
export type { ConvertInStepsOptions } from './convert-import-in-steps.ts';
export { isZipFile, listZipEntries } from './read-zip.ts';
export type { ZipEntry } from './read-zip.ts';
export { maximumUnpackedBytes, readImportFileContents } from './read-import-archive.ts';
export type { ImportFileContents } from './read-import-archive.ts';
