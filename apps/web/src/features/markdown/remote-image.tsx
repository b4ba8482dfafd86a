import { useState } from 'react';
import { useIntl } from 'react-intl';
import { markdownMessages } from './markdown-messages.ts';
import { imageSourceOf } from './safe-url.ts';

interface RemoteImageProps {
  href: string;
  alt: string;
  title: string | null;
}

/**
 * An image in model output is a request to a host the model chose (a tracking pixel, or a way to
 * leak the conversation in its URL), so nothing is fetched until the person presses the button.
 */
export function RemoteImage({ href, alt, title }: RemoteImageProps) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  const source = imageSourceOf(href);

  if (source.kind === 'refused') {
    return (
      <span className="markdown__image-refused">
        {intl.formatMessage(
          { id: 'markdown.refusedImage', defaultMessage: 'Image not shown: {alt}' },
          { alt: alt || href },
        )}
      </span>
    );
  }
  if (loaded) {
    return (
      <img
        className="markdown__image"
        src={source.url}
        alt={alt}
        title={title ?? undefined}
        referrerPolicy="no-referrer"
        decoding="async"
      />
    );
  }
  const label =
    source.kind === 'remote'
      ? intl.formatMessage(
          { id: 'markdown.loadImage', defaultMessage: 'Load image from {host}' },
          { host: source.host },
        )
      : intl.formatMessage(markdownMessages.loadEmbeddedImage);
  return (
    <button
      type="button"
      className="markdown__image-placeholder"
      title={alt || undefined}
      onClick={() => {
        setLoaded(true);
      }}
    >
      {label}
    </button>
  );
}
