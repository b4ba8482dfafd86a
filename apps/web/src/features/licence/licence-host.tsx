import { ErrorBoundary, lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { licencesOffered } from './use-licence.ts';

// The verification and the dialogs load after the first paint: the app shell carries only this check.
const LicenceHostContent = lazyComponent(
  async () => (await import('./licence-host-content.tsx')).LicenceHostContent,
);

/**
 * The licence feature's part of the app shell: verifies the stored key once per load and shows the
 * licence dialogs. Renders nothing on hosts that sell no licences or are managed.
 */
export function LicenceHost({ parameters }: { parameters: URLSearchParams }) {
  const hostConfig = useHostConfig();
  const publicKey = hostConfig.licensing?.publicKey;
  if (!licencesOffered(hostConfig) || publicKey === undefined) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <LicenceHostContent publicKey={publicKey} parameters={parameters} />
    </ErrorBoundary>
  );
}
