import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ChecklistStepID } from './setup-checklist-rules.ts';

export const onboardingMessages = defineMessages({
  checklistTitle: { id: 'onboarding.checklist.title', defaultMessage: 'Setup checklist' },
  checklistProgress: { id: 'onboarding.checklist.progress', defaultMessage: 'Setup progress' },
  checklistHide: { id: 'onboarding.checklist.hide', defaultMessage: 'Hide checklist' },
  checklistDone: { id: 'onboarding.checklist.stepDone', defaultMessage: 'Done' },
  completeTitle: { id: 'onboarding.checklist.completeTitle', defaultMessage: 'You are all set' },
  completeText: {
    id: 'onboarding.checklist.completeText',
    defaultMessage: 'Every setup step is done. Enjoy Confab!',
  },
  dismiss: { id: 'onboarding.checklist.dismiss', defaultMessage: 'Dismiss' },
  firstMessageToast: {
    id: 'onboarding.firstMessage.toast',
    defaultMessage: 'Congratulations on sending your first message!',
  },
  toastRegion: { id: 'onboarding.toast.region', defaultMessage: 'Onboarding notifications' },
});

export const stepMessages: Readonly<Record<ChecklistStepID, MessageDescriptor>> = defineMessages({
  apiKey: { id: 'onboarding.checklist.step.apiKey', defaultMessage: 'Add an API key' },
  firstMessage: { id: 'onboarding.checklist.step.firstMessage', defaultMessage: 'Send your first message' },
  licence: { id: 'onboarding.checklist.step.licence', defaultMessage: 'Activate a licence key' },
  login: { id: 'onboarding.checklist.step.login', defaultMessage: 'Log in to back up and sync' },
});

/** Typed as plain descriptors: defineMessages types its descriptors without their placeholders. */
export const valueMessages: Readonly<Record<'percent', MessageDescriptor>> = defineMessages({
  percent: { id: 'onboarding.checklist.percent', defaultMessage: '{percent, number, percent}' },
});
