import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatByteSize } from '../../i18n/format-byte-size.ts';
import { MessageMarkdown } from '../markdown/index.ts';
import { filesMessages } from './files-messages.ts';

/** Text beyond this is not previewed: a 50 MB log would hold the page for seconds. */
export const previewTextMaximumBytes = 1_000_000;

/** Plain text and code as text; Markdown through the app's one sanitising renderer. */
export function TextPreview({ data, markdown }: { data: Blob; markdown: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    data
      .slice(0, previewTextMaximumBytes)
      .text()
      .then(
        (read) => {
          if (current) setText(read);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [data]);
  if (failed) return <p role="alert">{intl.formatMessage(filesMessages.previewFailed)}</p>;
  if (text === null) return <p role="status">{intl.formatMessage(filesMessages.previewLoading)}</p>;
  return (
    <>
      {data.size > previewTextMaximumBytes ? (
        <p className="files-preview__note">
          {intl.formatMessage(filesMessages.previewCut, {
            size: formatByteSize(intl, previewTextMaximumBytes),
          })}
        </p>
      ) : null}
      {markdown ? <MessageMarkdown text={text} /> : <pre className="files-preview__text">{text}</pre>}
    </>
  );
}

/**
 * An image from an object URL, revoked when the preview closes or the bytes change. The URL goes
 * straight onto the element: it is a handle to release, not state to render from.
 */
export function ImagePreview({ data, name }: { data: Blob; name: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(data);
    if (imageRef.current) imageRef.current.src = url;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [data]);
  return <img ref={imageRef} className="files-preview__image" alt={name} />;
}
