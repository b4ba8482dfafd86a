import { useRef, useState, type ReactNode } from 'react';
import { CrashTestDialog } from './crash-test-dialog.tsx';
import { Thrower } from './crash-probe.tsx';
import './crash-test.css';

/** Spec §2: the screen opens on a click on the hint "more than 10 times". */
export const crashTestClicks = 11;

/**
 * For the API endpoints hint: counts clicks on it and, past the threshold, shows the crash-test
 * dialog. `element` goes into the screen's tree so "Crash the settings screen" fails that screen.
 */
export function useCrashTest(): { countClick: () => void; element: ReactNode } {
  const clicks = useRef(0);
  const [open, setOpen] = useState(false);
  const [crashScreen, setCrashScreen] = useState(false);
  const countClick = () => {
    clicks.current += 1;
    if (clicks.current >= crashTestClicks) {
      clicks.current = 0;
      setOpen(true);
    }
  };
  const element = (
    <>
      {crashScreen ? <Thrower place="the settings screen" /> : null}
      {open ? (
        <CrashTestDialog
          onClose={() => {
            setOpen(false);
          }}
          onCrashScreen={() => {
            setOpen(false);
            setCrashScreen(true);
          }}
        />
      ) : null}
    </>
  );
  return { countClick, element };
}
