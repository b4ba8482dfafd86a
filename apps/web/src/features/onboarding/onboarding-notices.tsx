import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { ErrorBoundary, lazyComponent, useToasts } from '@confab/ui';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { licenceKeySavedAtStart } from '../licence/index.ts';
import { Notices } from '../notices/index.ts';
import { onboardingMessages } from './onboarding-messages.ts';
import { useFirstMessageWatch } from './use-first-message-watch.ts';
import { useFirstRunExamples } from './use-first-run-examples.ts';

const LayoutTour = lazyComponent(async () => (await import('./layout-tour.tsx')).LayoutTour);

const flagSchema = z.boolean();

/** First-run examples, the first-message congratulation and the layout tour; mounted once in the app. */
function OnboardingNoticesContent() {
  const intl = useIntl();
  const toasts = useToasts();
  const tourPending = useSetting(settingKeys.layoutTourPending, flagSchema, true);
  const showToast = toasts.show;
  useFirstRunExamples();
  useFirstMessageWatch(
    useCallback(() => {
      showToast(intl.formatMessage(onboardingMessages.firstMessageToast));
    }, [showToast, intl]),
  );

  return (
    <>
      <Notices notices={toasts.toasts} onDismiss={toasts.dismiss} />
      {licenceKeySavedAtStart() && tourPending.loaded && tourPending.value ? (
        <LayoutTour onFinish={() => void tourPending.save(false)} />
      ) : null}
    </>
  );
}

/** A failure here must not take the app down: these notices are extras. */
export function OnboardingNotices() {
  return (
    <ErrorBoundary fallback={() => null}>
      <OnboardingNoticesContent />
    </ErrorBoundary>
  );
}
