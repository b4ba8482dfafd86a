// Parts that only lazily loaded code draws (the settings screen, the cloud-sync dialog). Named here and
// not in index.ts, which the first bundle imports: that would move them and their CSS into it.
export { CloudSyncSection } from './cloud-sync-section.tsx';
