import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { setLicenceStatus } from './licence-status.ts';
import { readStoredLicence, saveStoredLicence } from './licence-storage.ts';
import { makeTestLicensing } from './licence-test-keys.ts';
import { PurchaseSuccessDialog } from './purchase-success-dialog.tsx';
import { ThankYouDialog } from './thank-you-dialog.tsx';

let licensing: Awaited<ReturnType<typeof makeTestLicensing>>;

beforeAll(async () => {
  licensing = await makeTestLicensing();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  saveStoredLicence(undefined);
  setLicenceStatus({ verified: null });
});

const order = { email: 'ada@example.com', licenseKey: 'CONFAB-AAAAA-BBBBB-CCCCC-WXYZ', plan: 'premium' };

function routes(answers: Record<string, () => { status: number; body: unknown }>): typeof fetch {
  const byPath = new Map(Object.entries(answers));
  return (input) => {
    const path = typeof input === 'string' ? input : '';
    const answer = byPath.get(path)?.() ?? { status: 404, body: { userMessage: 'Not found' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
}

describe('the thank-you dialog', () => {
  it('cannot be skipped for 10 s, then can', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <IntlRoot locale="en">
        <ThankYouDialog publicKey={licensing.publicKey} initialKey="CONFAB-KEY" onClose={onClose} />
      </IntlRoot>,
    );
    const skip = screen.getByRole<HTMLButtonElement>('button', { name: 'Skip for now' });
    expect(skip.disabled).toBe(true);
    expect(screen.getByText('You can skip this in 10 seconds.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Licence key' }).value).toBe('CONFAB-KEY');
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(skip.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(skip.disabled).toBe(false);
    fireEvent.click(skip);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the purchase success dialog', () => {
  it('fetches the order, activates its key and reveals it on request', async () => {
    const token = await licensing.sign({ plan: 'premium' });
    render(
      <IntlRoot locale="en">
        <PurchaseSuccessDialog
          checkoutSessionID="lc_1"
          publicKey={licensing.publicKey}
          onClose={vi.fn()}
          fetchImplementation={routes({
            '/api/order-info': () => ({ status: 200, body: order }),
            '/api/licence/activate': () => ({ status: 200, body: { instanceID: 'inst-1', token } }),
          })}
        />
      </IntlRoot>,
    );
    expect(screen.getByText('Getting your licence…')).toBeTruthy();
    expect(
      await screen.findByText(
        'Thank you! Your Premium licence is active on this device. We also sent the key to ada@example.com.',
      ),
    ).toBeTruthy();
    expect(readStoredLicence()?.key).toBe(order.licenseKey);
    fireEvent.click(screen.getByRole('button', { name: 'View license key' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Licence key' }).value).toBe(
      order.licenseKey,
    );
  });

  it("shows the server's words for an unknown order once the retries are spent", async () => {
    vi.useFakeTimers();
    const orderInfo = vi.fn(() => ({ status: 400, body: { userMessage: 'We could not find this order.' } }));
    render(
      <IntlRoot locale="en">
        <PurchaseSuccessDialog
          checkoutSessionID="lc_2"
          publicKey={licensing.publicKey}
          onClose={vi.fn()}
          fetchImplementation={routes({ '/api/order-info': orderInfo })}
        />
      </IntlRoot>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(screen.getByRole('alert').textContent).toBe('We could not find this order.');
    expect(orderInfo).toHaveBeenCalledTimes(4);
  });

  it('shows the generic text when the server fails without words', async () => {
    vi.useFakeTimers();
    render(
      <IntlRoot locale="en">
        <PurchaseSuccessDialog
          checkoutSessionID="lc_3"
          publicKey={licensing.publicKey}
          onClose={vi.fn()}
          fetchImplementation={routes({ '/api/order-info': () => ({ status: 502, body: {} }) })}
        />
      </IntlRoot>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, something went wrong. Please try again later.',
    );
  });
});
