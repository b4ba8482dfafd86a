import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '@confab/ui';
import { verifyStoredLicence } from './licence-actions.ts';
import { openLicenceDialog, readLicenceDialog, subscribeLicenceDialog } from './licence-status.ts';
import { readLicenceLaunchRequest, removeLicenceParameters } from './launch-request.ts';

const LicencePopup = lazyComponent(async () => (await import('./licence-popup.tsx')).LicencePopup);
const PricingDialog = lazyComponent(async () => (await import('./pricing-dialog.tsx')).PricingDialog);
const ThankYouDialog = lazyComponent(async () => (await import('./thank-you-dialog.tsx')).ThankYouDialog);
const PurchaseSuccessDialog = lazyComponent(
  async () => (await import('./purchase-success-dialog.tsx')).PurchaseSuccessDialog,
);
const BuyPrompt = lazyComponent(async () => (await import('./buy-prompt.tsx')).BuyPrompt);

/** `#pricing` opens the buy dialog (spec §2); the hash is dropped again when it closes. */
function usePricingHash(): void {
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === '#pricing') openLicenceDialog('pricing');
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
    };
  }, []);
}

function dropPricingHash(): void {
  if (window.location.hash !== '#pricing') return;
  const url = new URL(window.location.href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
}

/** Verifies the stored key once per load and shows the licence dialogs (loaded after the first paint). */
export function LicenceHostContent({
  publicKey,
  parameters,
}: {
  publicKey: string;
  parameters: URLSearchParams;
}) {
  const dialog = useSyncExternalStore(subscribeLicenceDialog, readLicenceDialog);
  const [launch, setLaunch] = useState(() => readLicenceLaunchRequest(parameters, window.location.hash));
  usePricingHash();

  useEffect(() => {
    removeLicenceParameters();
    void verifyStoredLicence({
      publicKey,
      reopenPopup: () => {
        openLicenceDialog('popup');
      },
    });
  }, [publicKey]);

  const closeDialog = () => {
    dropPricingHash();
    openLicenceDialog('none');
  };

  if (launch.checkoutSessionID !== undefined) {
    return (
      <PurchaseSuccessDialog
        checkoutSessionID={launch.checkoutSessionID}
        publicKey={publicKey}
        onClose={() => {
          setLaunch({ thankYou: false });
        }}
      />
    );
  }
  if (launch.thankYou) {
    return (
      <ThankYouDialog
        publicKey={publicKey}
        {...(launch.key ? { initialKey: launch.key } : {})}
        onClose={() => {
          setLaunch({ thankYou: false });
        }}
      />
    );
  }
  if (dialog === 'popup') return <LicencePopup publicKey={publicKey} onClose={closeDialog} />;
  if (dialog === 'pricing') return <PricingDialog onClose={closeDialog} />;
  return <BuyPrompt />;
}
