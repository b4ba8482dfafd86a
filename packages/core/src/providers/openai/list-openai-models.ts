// GET <base>/models. OpenRouter adds `name` and `context_length`; vLLM adds `max_model_len`.
import {
  arrayField,
  fetchProviderJson,
  numberField,
  stringField,
  type ListedModel,
  type ProviderCallOptions,
  type ProviderConnection,
} from '../spec/index.ts';
import { openAIHeaders } from './build-openai-chat-request.ts';
import { openAIModelsUrl } from './openai-endpoints.ts';

export async function listOpenAIModels(
  connection: ProviderConnection,
  options: ProviderCallOptions = {},
): Promise<ListedModel[]> {
  const body = await fetchProviderJson(
    { url: openAIModelsUrl(connection.endpoint), headers: openAIHeaders(connection, { json: false }) },
    options,
  );
  return readOpenAIModelList(body);
}

export function readOpenAIModelList(body: unknown): ListedModel[] {
  return arrayField(body, 'data').flatMap((entry): ListedModel[] => {
    const id = stringField(entry, 'id');
    if (id === undefined) return [];
    const model: ListedModel = { id };
    const title = stringField(entry, 'name');
    if (title !== undefined) model.title = title;
    const contextWindow = numberField(entry, 'context_length') ?? numberField(entry, 'max_model_len');
    if (contextWindow !== undefined) model.contextWindow = contextWindow;
    const ownedBy = stringField(entry, 'owned_by');
    if (ownedBy !== undefined) model.ownedBy = ownedBy;
    return [model];
  });
}
