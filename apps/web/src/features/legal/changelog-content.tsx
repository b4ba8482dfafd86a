// The project's own CHANGELOG.md, bundled as text into the changelog page's chunk only.
import changelog from '../../../../../CHANGELOG.md?raw';
import { MessageMarkdown } from '../markdown/index.ts';

// Its "# Changelog" heading is dropped: the page and the dialog carry the title already.
const changelogBody = changelog.replace(/^# [^\n]*\n+/, '');

/** The changelog through the app's one sanitising Markdown renderer. */
export function ChangelogContent() {
  return (
    <div className="changelog">
      <MessageMarkdown text={changelogBody} drawAll />
    </div>
  );
}
