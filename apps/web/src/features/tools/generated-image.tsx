import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { StoredToolCall } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { generatedImageID, parsedObject } from './generated-image-id.ts';
import { toolMessages } from './tool-messages.ts';
import './generated-image.css';

/**
 * Raster types only: a blob URL has the app's origin, so an SVG (or HTML) opened from the link would
 * run its scripts as the app. The tool stores nothing else; this also holds for blobs from a sync.
 */
const shownTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The picture of an image-generation step, shown without opening the step; its prompt is the alt text. */
export function GeneratedImage({ call }: { call: StoredToolCall }) {
  const imageID = generatedImageID(call);
  return imageID === undefined ? null : <StoredImage imageID={imageID} argumentsText={call.arguments} />;
}

function StoredImage({ imageID, argumentsText }: { imageID: string; argumentsText: string }) {
  const intl = useIntl();
  const blob = useLiveQuery(
    () => ({
      read: async (storage) => (await storage.blobs.get(imageID)) ?? null,
      watches: (change) => change.table === 'blobs' && change.ids.includes(imageID),
    }),
    [imageID],
  );
  const data = blob.value?.data;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // The object URL lives exactly as long as the element showing it.
  useEffect(() => {
    const link = linkRef.current;
    const image = imageRef.current;
    if (!data || !shownTypes.has(data.type) || !link || !image) return undefined;
    const objectURL = URL.createObjectURL(data);
    link.href = objectURL;
    image.src = objectURL;
    return () => {
      URL.revokeObjectURL(objectURL);
    };
  }, [data]);

  if (blob.loaded && blob.value === null) {
    return (
      <p className="generated-image__missing">{intl.formatMessage(toolMessages.generatedImageMissing)}</p>
    );
  }
  const prompt = parsedObject(argumentsText)?.get('prompt');
  const label = intl.formatMessage(toolMessages.generatedImage as MessageDescriptor, {
    prompt: typeof prompt === 'string' ? prompt : '',
  });
  return data && shownTypes.has(data.type) ? (
    <a ref={linkRef} className="generated-image" target="_blank" rel="noreferrer">
      <img ref={imageRef} alt={label} />
    </a>
  ) : null;
}
