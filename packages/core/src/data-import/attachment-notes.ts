/**
 * Files and images of another app's export are not in its conversation file (or not in a form we
 * can store), so they cannot be brought. The message says so where the file was, instead of the
 * attachment silently vanishing: an image-only message then still shows, as a note.
 */
export function withAttachmentNotes(text: string, attachmentNames: readonly string[]): string {
  if (attachmentNames.length === 0) return text;
  const notes = attachmentNames.map(
    (name) => `_[Attachment not imported: ${name.replace(/[\r\n]+/g, ' ')}]_`,
  );
  return [text, ...notes].filter((part) => part.trim() !== '').join('\n\n');
}
