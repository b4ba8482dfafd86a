// A text file goes to every provider as a fenced block under its name, so the model sees where the
// file starts and ends and what it was called.
export function formatTextAttachment(attachment: { name: string; text: string }): string {
  return `${attachment.name}\n\`\`\`\n${attachment.text}\n\`\`\``;
}
