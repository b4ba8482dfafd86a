let stack: HTMLElement | undefined;

/**
 * The one column in the page that every corner toast region is drawn into. Each region used to be a
 * fixed box of its own in the same corner, so two regions showing toasts at once covered each
 * other's buttons (an Undo could not be clicked). Made on first use and kept: the regions' live
 * regions must stay in the page before their text arrives.
 */
export function cornerToastStack(): HTMLElement {
  // Made again only when something took it out of the page (a test clearing the body).
  if (stack?.isConnected !== true) {
    stack = document.createElement('div');
    stack.className = 'ui-toast-stack';
    document.body.append(stack);
  }
  return stack;
}
