import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastRegion } from './toast-region.tsx';
import type { Toast } from './use-toasts.ts';

afterEach(() => {
  cleanup();
});

const undoToast = (onAction: () => void): Toast => ({
  id: 1,
  text: 'Chat deleted.',
  tone: 'info',
  action: { label: 'Undo', onAction },
});
const firstMessageToast: Toast = { id: 1, text: 'Congratulations!', tone: 'info' };

describe('ToastRegion', () => {
  it('draws every corner region into one stack in the page, in the order they mount', () => {
    const onUndo = vi.fn();
    const onDismiss = vi.fn();
    // Two separate React trees, as two features of the app mount their regions apart.
    render(
      <ToastRegion
        toasts={[firstMessageToast]}
        onDismiss={vi.fn()}
        label="Onboarding"
        dismissLabel="Dismiss"
      />,
    );
    render(
      <ToastRegion toasts={[undoToast(onUndo)]} onDismiss={onDismiss} label="Chats" dismissLabel="Dismiss" />,
    );

    const onboarding = screen.getByLabelText('Onboarding');
    const chats = screen.getByLabelText('Chats');
    const stack = onboarding.parentElement;
    expect(stack?.className).toBe('ui-toast-stack');
    expect(stack?.parentElement).toBe(document.body);
    expect(chats.parentElement).toBe(stack);
    expect(document.querySelectorAll('.ui-toast-stack')).toHaveLength(1);
    expect(onboarding.nextElementSibling).toBe(chats);

    // Each region keeps its own live regions, and both toasts' buttons are reachable.
    expect(within(onboarding).getByRole('status').textContent).toContain('Congratulations!');
    fireEvent.click(within(chats).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledWith(1);
    expect(within(onboarding).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('keeps an empty corner region in the page: its live regions must exist before their text', () => {
    render(<ToastRegion toasts={[]} onDismiss={vi.fn()} label="Chats" dismissLabel="Dismiss" />);
    const region = screen.getByLabelText('Chats');
    expect(region.parentElement?.className).toBe('ui-toast-stack');
    expect(within(region).getByRole('alert').childElementCount).toBe(0);
    expect(within(region).getByRole('status').childElementCount).toBe(0);
  });

  it('takes its region out of the stack when it unmounts, and leaves the stack for the next', () => {
    const { unmount } = render(
      <ToastRegion toasts={[]} onDismiss={vi.fn()} label="Chats" dismissLabel="Dismiss" />,
    );
    const stack = screen.getByLabelText('Chats').parentElement;
    unmount();
    expect(screen.queryByLabelText('Chats')).toBeNull();
    render(<ToastRegion toasts={[]} onDismiss={vi.fn()} label="Account" dismissLabel="Dismiss" />);
    expect(screen.getByLabelText('Account').parentElement).toBe(stack);
  });

  it('draws an inline region where it is rendered, for a dialog', () => {
    const { container } = render(
      <ToastRegion
        placement="inline"
        toasts={[]}
        onDismiss={vi.fn()}
        label="Profiles"
        dismissLabel="Dismiss"
      />,
    );
    expect(container.contains(screen.getByLabelText('Profiles'))).toBe(true);
  });
});
