// Parts that only lazily loaded code draws (the share dialog, the settings screen, a shared chat's
// import). Named here and not in index.ts, which the first bundle imports: that would move them and
// their CSS into it.
export { ShareLinkPanel } from './share-link-panel.tsx';
export type { ShareLinkPanelProps } from './share-link-panel.tsx';
export { SharedLinksSection } from './shared-links-section.tsx';
export { ContinueSharedChat } from './continue-shared-chat.tsx';
export type { ContinueSharedChatProps } from './continue-shared-chat.tsx';
export { SharePluginButton } from './share-plugin-button.tsx';
export type { SharePluginButtonProps } from './share-plugin-button.tsx';
