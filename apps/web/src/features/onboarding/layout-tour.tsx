import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';

const messages = defineMessages({
  title: { id: 'onboarding.tour.title', defaultMessage: 'What changed in the layout' },
  back: { id: 'onboarding.tour.back', defaultMessage: 'Back' },
  next: { id: 'onboarding.tour.next', defaultMessage: 'Next' },
  done: { id: 'onboarding.tour.done', defaultMessage: 'Done' },
  skip: { id: 'onboarding.tour.skip', defaultMessage: 'Skip tour' },
  skipQuestion: {
    id: 'onboarding.tour.skipQuestion',
    defaultMessage: 'Skip the tour? It will not show again.',
  },
  keepGoing: { id: 'onboarding.tour.keepGoing', defaultMessage: 'Keep going' },
  confirmSkip: { id: 'onboarding.tour.confirmSkip', defaultMessage: 'Skip' },
});

const stepText: readonly { heading: MessageDescriptor; body: MessageDescriptor }[] = [
  defineMessages({
    heading: { id: 'onboarding.tour.step1.heading', defaultMessage: 'The workspace bar' },
    body: {
      id: 'onboarding.tour.step1.body',
      defaultMessage:
        'Chats, agents, prompts, models and settings are tabs in the bar at the left, or at the bottom on a phone.',
    },
  }),
  defineMessages({
    heading: { id: 'onboarding.tour.step2.heading', defaultMessage: 'The sidebar footer' },
    body: {
      id: 'onboarding.tour.step2.body',
      defaultMessage:
        'Your setup checklist and notices, such as a new version or locked API keys, appear under the chat list.',
    },
  }),
];

const valueMessages: Readonly<Record<'stepCount', MessageDescriptor>> = defineMessages({
  stepCount: { id: 'onboarding.tour.stepCount', defaultMessage: 'Step {step} of {count}' },
});

/** Spec §4: the layout-change tour, 2 steps; Done and a confirmed Skip end it for good (`onFinish`). */
export function LayoutTour({ onFinish }: { onFinish: () => void }) {
  const intl = useIntl();
  const [step, setStep] = useState(0);
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const current = stepText[step] ?? stepText[0];
  const last = step === stepText.length - 1;
  if (current === undefined) return null;

  return (
    <ModalDialog
      title={intl.formatMessage(messages.title)}
      size="compact"
      onClose={() => {
        setConfirmingSkip(true);
      }}
    >
      {confirmingSkip ? (
        <>
          <p>{intl.formatMessage(messages.skipQuestion)}</p>
          <DialogActions>
            <Button
              onClick={() => {
                setConfirmingSkip(false);
              }}
            >
              {intl.formatMessage(messages.keepGoing)}
            </Button>
            <Button variant="primary" onClick={onFinish}>
              {intl.formatMessage(messages.confirmSkip)}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <p>{intl.formatMessage(valueMessages.stepCount, { step: step + 1, count: stepText.length })}</p>
          <h3>{intl.formatMessage(current.heading)}</h3>
          <p>{intl.formatMessage(current.body)}</p>
          <DialogActions>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirmingSkip(true);
              }}
            >
              {intl.formatMessage(messages.skip)}
            </Button>
            {step > 0 ? (
              <Button
                onClick={() => {
                  setStep(step - 1);
                }}
              >
                {intl.formatMessage(messages.back)}
              </Button>
            ) : null}
            {last ? (
              <Button variant="primary" onClick={onFinish}>
                {intl.formatMessage(messages.done)}
              </Button>
            ) : (
              <Button
                variant="primary"
                onClick={() => {
                  setStep(step + 1);
                }}
              >
                {intl.formatMessage(messages.next)}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
