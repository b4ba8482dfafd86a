/**
 * The first-run examples' fixed ids (agents-sync-keys §4: "an Examples folder, which has a fixed
 * id"). Every device fills the same records, so they merge on the server instead of doubling, and a
 * deletion (final for chats and folders) keeps them deleted on every device. Never change them.
 */
export const examplesFolderID = 'fo-examples';

export const exampleChatIDs = ['example-welcome', 'example-formatting'] as const;

export type ExampleChatID = (typeof exampleChatIDs)[number];

const exampleChatIDSet: ReadonlySet<string> = new Set(exampleChatIDs);

export function isExampleChatID(chatID: string): boolean {
  return exampleChatIDSet.has(chatID);
}
