import type { CustomModel } from '@confab/core';
import { providerStyle, type ProviderStyle } from '@confab/core/providers';
import { graphemes } from './graphemes.ts';

/** The Add/Edit model form as typed: every field a string until Save checks it. */
export interface CustomModelDraft {
  title: string;
  modelID: string;
  icon: string;
  endpointStyle: ProviderStyle;
  endpointURL: string;
  apiKey: string;
  headers: { name: string; value: string }[];
  bodyFields: string;
  contextWindow: string;
  inputPrice: string;
  outputPrice: string;
  supportsImages: boolean;
  supportsReasoning: boolean;
}

export type DraftError =
  | 'required'
  | 'invalidURL'
  | 'invalidIcon'
  | 'invalidJSON'
  | 'notAnObject'
  | 'invalidWholeNumber'
  | 'invalidPrice'
  | 'invalidHeaderName';

export type DraftField = Exclude<keyof CustomModelDraft, 'headers' | 'supportsImages' | 'supportsReasoning'>;

export interface DraftErrors {
  fields: Partial<Record<DraftField, DraftError>>;
  /** Errors of header rows by their index. */
  headers: Partial<Record<number, DraftError>>;
}

export function emptyDraft(): CustomModelDraft {
  return {
    title: '',
    modelID: '',
    icon: '',
    endpointStyle: 'openai',
    endpointURL: providerStyle('openai').defaultEndpoint,
    apiKey: '',
    headers: [],
    bodyFields: '',
    contextWindow: '',
    inputPrice: '',
    outputPrice: '',
    supportsImages: false,
    supportsReasoning: false,
  };
}

export function draftFromModel(model: CustomModel): CustomModelDraft {
  return {
    title: model.title,
    modelID: model.modelID,
    icon: model.icon ?? '',
    endpointStyle: model.endpointStyle,
    endpointURL: model.endpointURL,
    apiKey: model.apiKey ?? '',
    headers: model.headers.map((header) => ({ ...header })),
    bodyFields: Object.keys(model.bodyFields).length > 0 ? JSON.stringify(model.bodyFields, null, 2) : '',
    contextWindow: model.contextLength === undefined ? '' : String(model.contextLength),
    inputPrice:
      model.pricing?.inputPerMillionTokens === undefined ? '' : String(model.pricing.inputPerMillionTokens),
    outputPrice:
      model.pricing?.outputPerMillionTokens === undefined ? '' : String(model.pricing.outputPerMillionTokens),
    supportsImages: model.supportsImages ?? false,
    supportsReasoning: model.supportsReasoning ?? false,
  };
}

/** Switching the style swaps the URL only while it is still the previous style's public endpoint. */
export function withEndpointStyle(draft: CustomModelDraft, endpointStyle: ProviderStyle): CustomModelDraft {
  const untouched =
    draft.endpointURL.trim() === '' ||
    draft.endpointURL === providerStyle(draft.endpointStyle).defaultEndpoint;
  return {
    ...draft,
    endpointStyle,
    endpointURL: untouched ? providerStyle(endpointStyle).defaultEndpoint : draft.endpointURL,
  };
}

function isHttpURL(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// Header names are HTTP tokens; anything else makes fetch throw before the request leaves.
const headerNamePattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** An icon is a short emoji or text mark, or the address of an image. */
function isValidIcon(icon: string): boolean {
  if (/^https?:/i.test(icon)) return isHttpURL(icon);
  return graphemes(icon).length <= 4 && !/\s/.test(icon);
}

function parseBodyFields(text: string): Record<string, unknown> | DraftError {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'invalidJSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'notAnObject';
  return parsed as Record<string, unknown>;
}

function parseOptionalNumber(
  text: string,
  { wholePositive }: { wholePositive: boolean },
): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  if (wholePositive) return Number.isInteger(value) && value > 0 ? value : null;
  return value >= 0 ? value : null;
}

export type DraftResult =
  | { ok: true; fields: Omit<CustomModel, 'id' | 'createdAt' | 'updatedAt' | 'syncedAt'> }
  | { ok: false; errors: DraftErrors };

/** Checks the form (spec: title and model id required, URL http(s), JSON must parse) and builds the record's fields. */
export function readDraft(draft: CustomModelDraft): DraftResult {
  const errors: DraftErrors = { fields: {}, headers: {} };
  const title = draft.title.trim();
  const modelID = draft.modelID.trim();
  const icon = draft.icon.trim();
  const endpointURL = draft.endpointURL.trim();
  if (title === '') errors.fields.title = 'required';
  if (modelID === '') errors.fields.modelID = 'required';
  if (icon !== '' && !isValidIcon(icon)) errors.fields.icon = 'invalidIcon';
  if (endpointURL === '') errors.fields.endpointURL = 'required';
  else if (!isHttpURL(endpointURL)) errors.fields.endpointURL = 'invalidURL';

  const bodyFields = parseBodyFields(draft.bodyFields);
  if (typeof bodyFields === 'string') errors.fields.bodyFields = bodyFields;

  const contextLength = parseOptionalNumber(draft.contextWindow, { wholePositive: true });
  if (contextLength === null) errors.fields.contextWindow = 'invalidWholeNumber';
  const inputPrice = parseOptionalNumber(draft.inputPrice, { wholePositive: false });
  if (inputPrice === null) errors.fields.inputPrice = 'invalidPrice';
  const outputPrice = parseOptionalNumber(draft.outputPrice, { wholePositive: false });
  if (outputPrice === null) errors.fields.outputPrice = 'invalidPrice';

  const headers = draft.headers
    .map((header) => ({ name: header.name.trim(), value: header.value }))
    .filter((header, index) => {
      if (header.name === '' && header.value.trim() === '') return false;
      if (!headerNamePattern.test(header.name))
        errors.headers[index] = header.name === '' ? 'required' : 'invalidHeaderName';
      return true;
    });

  const failed = Object.keys(errors.fields).length > 0 || Object.keys(errors.headers).length > 0;
  if (
    failed ||
    typeof bodyFields === 'string' ||
    contextLength === null ||
    inputPrice === null ||
    outputPrice === null
  ) {
    return { ok: false, errors };
  }
  const apiKey = draft.apiKey.trim();
  const hasPricing = inputPrice !== undefined || outputPrice !== undefined;
  return {
    ok: true,
    fields: {
      title,
      modelID,
      icon: icon === '' ? undefined : icon,
      endpointStyle: draft.endpointStyle,
      endpointURL,
      apiKey: apiKey === '' ? undefined : apiKey,
      headers,
      bodyFields,
      contextLength,
      pricing: hasPricing
        ? { inputPerMillionTokens: inputPrice, outputPerMillionTokens: outputPrice }
        : undefined,
      supportsImages: draft.supportsImages,
      supportsReasoning: draft.supportsReasoning,
    },
  };
}
