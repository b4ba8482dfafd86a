import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, CloseIcon, cornerCardClassName, IconButton, VisuallyHidden } from '@confab/ui';
import { reviewMessages as messages } from './review-messages.ts';
import './review-widget.css';

export interface ReviewWidgetProps {
  brand: string;
  reviewURL: string;
  /** The person chose the review form: the link opens in a new tab and the widget ends. */
  onReviewLinkOpened: () => void;
  /** Closed, "Remind me later", or gone to the ideas page: not asked again for a while. */
  onSnooze: () => void;
}

/** Where bad feedback goes: the ideas page (a page of its own, see docs/newsletter.md). */
export const ideasPath = '/ideas';

type Step = 'invitation' | 'good' | 'bad';

/**
 * The review widget (spec workspace §2, §4): an invitation, then good feedback (the review form,
 * snooze possible) or bad feedback (the ideas page). Closing or snoozing ends it.
 */
export function ReviewWidget({ brand, reviewURL, onReviewLinkOpened, onSnooze }: ReviewWidgetProps) {
  const intl = useIntl();
  const headingID = useId();
  const [step, setStep] = useState<Step>('invitation');
  const newTab = <VisuallyHidden> {intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>;
  const withBrand = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor, { brand });

  return (
    <section className={`${cornerCardClassName} review-widget`} aria-labelledby={headingID}>
      <div className="review-widget__header">
        <h2 id={headingID} className="review-widget__title">
          {step === 'invitation'
            ? withBrand(messages.invitation)
            : intl.formatMessage(step === 'good' ? messages.goodTitle : messages.badTitle)}
        </h2>
        <IconButton label={intl.formatMessage(messages.close)} onClick={onSnooze}>
          <CloseIcon size={16} />
        </IconButton>
      </div>
      {step === 'invitation' ? (
        <div className="review-widget__actions">
          <Button
            onClick={() => {
              setStep('bad');
            }}
          >
            {intl.formatMessage(messages.bad)}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              setStep('good');
            }}
          >
            {intl.formatMessage(messages.good)}
          </Button>
        </div>
      ) : null}
      {step === 'good' ? (
        <>
          <p className="review-widget__text">{withBrand(messages.goodBody)}</p>
          <div className="review-widget__actions">
            <Button onClick={onSnooze}>{intl.formatMessage(messages.later)}</Button>
            <a
              className="ui-button ui-button--primary review-widget__link"
              href={reviewURL}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onReviewLinkOpened}
            >
              {intl.formatMessage(messages.writeReview)}
              {newTab}
            </a>
          </div>
        </>
      ) : null}
      {step === 'bad' ? (
        <>
          <p className="review-widget__text">{intl.formatMessage(messages.badBody)}</p>
          <div className="review-widget__actions">
            <a
              className="ui-button ui-button--primary review-widget__link"
              href={ideasPath}
              target="_blank"
              rel="noopener"
              onClick={onSnooze}
            >
              {intl.formatMessage(messages.suggestIdea)}
              {newTab}
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}
