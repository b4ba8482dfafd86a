import { viewerDocument } from './viewer-page.ts';

export type DeletableShare = 'chat' | 'plugin';

/** Asked first: link checkers and chat previews fetch the link with GET, and must not delete. */
export function deleteConfirmPage(kind: DeletableShare = 'chat'): string {
  return viewerDocument({
    title: `Delete shared ${kind}`,
    body: `<header><h1>Delete this shared ${kind}?</h1></header>
<p>Whoever has the link will no longer be able to open it. Copies people already made stay theirs.</p>
<form method="post"><button class="action" type="submit">Delete the shared link</button></form>`,
  });
}

export function deletedPage(kind: DeletableShare = 'chat'): string {
  return viewerDocument({
    title: `Shared ${kind} deleted`,
    body: `<header><h1>The shared ${kind} was deleted</h1></header>
<p>Its link no longer opens anything.</p>
<p><a class="action" href="/">Open Confab</a></p>`,
  });
}
