import { useIntl } from 'react-intl';
import { speechFailureMessages, type SpeechError } from './speech-errors.ts';

/** The person's sentence for a failure, then the service's own words when it gave some. */
export function SpeechFailureText({ failure }: { failure: SpeechError }) {
  const intl = useIntl();
  const sentence = intl.formatMessage(speechFailureMessages[failure.failure]);
  return <>{failure.detail ? `${sentence} ${failure.detail}` : sentence}</>;
}
