export { hasBidiControls, revealBidiControls } from './bidi-controls.ts';
export { detectDeceptiveLink } from './deceptive-link.ts';
export type { LinkDeception, LinkDeceptionReason } from './deceptive-link.ts';
