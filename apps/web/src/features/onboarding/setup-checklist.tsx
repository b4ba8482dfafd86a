import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ChevronIcon, ErrorBoundary } from '@confab/ui';
import { onboardingMessages, stepMessages, valueMessages } from './onboarding-messages.ts';
import { checklistAnimationMs, type ChecklistStepID } from './setup-checklist-rules.ts';
import { useSetupChecklist } from './use-setup-checklist.ts';
import './setup-checklist.css';

/** Where each open step is done; the settings pages' stable addresses (`#settings/{id}`). */
const stepLinks: Readonly<Record<ChecklistStepID, string>> = {
  apiKey: '#settings/api-keys',
  firstMessage: '#chat',
  licence: '#settings/licence',
  login: '#settings/account',
};

type CompletionPhase = 'unknown' | 'incomplete' | 'animating' | 'done';

/**
 * Completing the last step plays the bar's 4 s fill (spec §9) before the completion card replaces
 * the list; a checklist already complete when its facts are first read goes straight to the card.
 * `complete` is undefined until those facts are read.
 */
function useCompletionShown(complete: boolean | undefined): boolean {
  const [phase, setPhase] = useState<CompletionPhase>('unknown');
  // Adjusting state while rendering (React's pattern for state derived from a prop's changes).
  if (complete === false && phase !== 'incomplete') setPhase('incomplete');
  if (complete === true && phase === 'unknown') setPhase('done');
  if (complete === true && phase === 'incomplete') setPhase('animating');
  useEffect(() => {
    if (phase !== 'animating') return;
    const timer = window.setTimeout(() => {
      setPhase('done');
    }, checklistAnimationMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [phase]);
  return phase === 'done';
}

/** The sidebar footer's setup checklist (spec §1, §2 "Sidebar", §4, §9). */
function SetupChecklistContent() {
  const intl = useIntl();
  const { shown, progress, dismiss } = useSetupChecklist();
  const [expanded, setExpanded] = useState(false);
  const completionShown = useCompletionShown(shown ? progress.complete : undefined);
  const listID = useId();
  if (!shown) return null;
  const title = intl.formatMessage(onboardingMessages.checklistTitle);

  if (completionShown) {
    return (
      <section className="setup-checklist setup-checklist--complete" aria-label={title}>
        <p className="setup-checklist__complete-title">
          {intl.formatMessage(onboardingMessages.completeTitle)}
        </p>
        <p className="setup-checklist__complete-text">
          {intl.formatMessage(onboardingMessages.completeText)}
        </p>
        <Button variant="ghost" onClick={dismiss}>
          {intl.formatMessage(onboardingMessages.dismiss)}
        </Button>
      </section>
    );
  }

  return (
    <section className="setup-checklist" aria-label={title}>
      <button
        type="button"
        className="setup-checklist__toggle"
        aria-expanded={expanded}
        aria-controls={listID}
        onClick={() => {
          setExpanded((current) => !current);
        }}
      >
        <span className="setup-checklist__title">{title}</span>
        <span className="setup-checklist__percent">
          {intl.formatMessage(valueMessages.percent, { percent: progress.percent / 100 })}
        </span>
        <ChevronIcon size={16} direction={expanded ? 'down' : 'right'} />
      </button>
      <div
        className="setup-checklist__bar"
        role="progressbar"
        aria-label={intl.formatMessage(onboardingMessages.checklistProgress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className="setup-checklist__fill" style={{ width: `${String(progress.percent)}%` }} />
      </div>
      <div id={listID} className="setup-checklist__body" hidden={!expanded}>
        <ul className="setup-checklist__steps">
          {progress.steps.map((step) => (
            <li key={step.id} className="setup-checklist__step" data-done={step.done}>
              {step.done ? (
                <span
                  className="setup-checklist__mark"
                  role="img"
                  aria-label={intl.formatMessage(onboardingMessages.checklistDone)}
                />
              ) : (
                <span className="setup-checklist__mark" aria-hidden="true" />
              )}
              {step.done ? (
                <span>{intl.formatMessage(stepMessages[step.id])}</span>
              ) : (
                <a href={stepLinks[step.id]}>{intl.formatMessage(stepMessages[step.id])}</a>
              )}
            </li>
          ))}
        </ul>
        <Button variant="ghost" className="setup-checklist__hide" onClick={dismiss}>
          {intl.formatMessage(onboardingMessages.checklistHide)}
        </Button>
      </div>
    </section>
  );
}

/** A checklist that fails to render leaves the sidebar working; it is a helper, not a control. */
export function SetupChecklist() {
  return (
    <ErrorBoundary fallback={() => null}>
      <SetupChecklistContent />
    </ErrorBoundary>
  );
}
