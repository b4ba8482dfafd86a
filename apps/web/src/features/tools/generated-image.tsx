import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { StoredToolCall } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { generatedImageID, parsedObject, resultImageIDs } from './generated-image-id.ts';
import { toolTitle } from './tool-title.ts';
import { toolMessages } from './tool-messages.ts';
import './generated-image.css';

/**
 * Raster types only: a blob URL has the app's origin, so an SVG (or HTML) opened from the link would
 * run its scripts as the app. The tool stores nothing else; this also holds for blobs from a sync.
 */
const shownTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * The pictures of a step, shown without opening it: an image-generation step's picture (its prompt is
 * the alt text) or those a plugin's result stored (an MCP tool's image content).
 */
export function ToolCallImages({ call }: { call: StoredToolCall }) {
  const intl = useIntl();
  const imageID = generatedImageID(call);
  if (imageID !== undefined) {
    const prompt = parsedObject(call.arguments)?.get('prompt');
    const label = intl.formatMessage(toolMessages.generatedImage as MessageDescriptor, {
      prompt: typeof prompt === 'string' ? prompt : '',
    });
    return <StoredImage imageID={imageID} label={label} />;
  }
  const label = intl.formatMessage(toolMessages.resultImage as MessageDescriptor, {
    tool: toolTitle(intl, call.name),
  });
  return resultImageIDs(call).map((resultImageID) => (
    <StoredImage key={resultImageID} imageID={resultImageID} label={label} />
  ));
}

function StoredImage({ imageID, label }: { imageID: string; label: string }) {
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
  return data && shownTypes.has(data.type) ? (
    <a ref={linkRef} className="generated-image" target="_blank" rel="noreferrer">
      <img ref={imageRef} alt={label} />
    </a>
  ) : null;
}
