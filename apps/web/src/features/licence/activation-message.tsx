import { useIntl } from 'react-intl';
import type { ActivationFailure } from '@confab/core/licence';
import { useHostConfig } from '../../host/host-config.tsx';
import { licenceMessages as messages } from './licence-messages.ts';
import { PricingLink } from './pricing-link.tsx';

/** Spec §8: one message per way an activation fails; limitReached links to the plans and the FAQ. */
export function ActivationFailureMessage({ failure }: { failure: ActivationFailure }) {
  const intl = useIntl();
  const { links } = useHostConfig();
  if (failure.kind === 'limitReached') {
    const { activationLimit: limit, activationUsage: usage } = failure;
    return (
      <p role="alert" className="licence-panel__error">
        {limit !== undefined && usage !== undefined
          ? intl.formatMessage(messages.limitReached, { limit, usage })
          : intl.formatMessage(messages.limitReachedUnknown)}{' '}
        <PricingLink>{intl.formatMessage(messages.limitLicencePage)}</PricingLink>
        {' · '}
        <a href={links.faqs ?? '/faqs'} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.limitFaq)}
        </a>
      </p>
    );
  }
  const text =
    failure.kind === 'server'
      ? intl.formatMessage(messages.serverError)
      : failure.kind === 'deviceUnlinked'
        ? (failure.userMessage ?? intl.formatMessage(messages.deviceUnlinked))
        : failure.kind === 'refused'
          ? (failure.userMessage ?? intl.formatMessage(messages.generic))
          : intl.formatMessage(messages.generic);
  return (
    <p role="alert" className="licence-panel__error">
      {text}
    </p>
  );
}
