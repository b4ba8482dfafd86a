// GET .../v1/models next to the messages endpoint; one page of up to 1000 models covers them all.
import {
  arrayField,
  fetchProviderJson,
  stringField,
  trimTrailingSlashes,
  type ListedModel,
  type ProviderCallOptions,
  type ProviderConnection,
} from '../spec/index.ts';
import { anthropicHeaders } from './anthropic-headers.ts';

export function anthropicModelsUrl(endpoint: string): string {
  const base = trimTrailingSlashes(endpoint).replace(/\/messages$/, '');
  return `${base}/models?limit=1000`;
}

export async function listAnthropicModels(
  connection: ProviderConnection,
  options: ProviderCallOptions = {},
): Promise<ListedModel[]> {
  const body = await fetchProviderJson(
    { url: anthropicModelsUrl(connection.endpoint), headers: anthropicHeaders(connection, { json: false }) },
    options,
  );
  return arrayField(body, 'data').flatMap((entry): ListedModel[] => {
    const id = stringField(entry, 'id');
    if (id === undefined) return [];
    const title = stringField(entry, 'display_name');
    return [title === undefined ? { id } : { id, title }];
  });
}
