// GET {base}/models. Embedding and other models that cannot chat are left out of the list.
import {
  arrayField,
  fetchProviderJson,
  numberField,
  stringField,
  type ListedModel,
  type ProviderCallOptions,
  type ProviderConnection,
} from '../spec/index.ts';
import { geminiHeaders } from './gemini-headers.ts';
import { geminiModelName, geminiModelsUrl } from './gemini-urls.ts';

export async function listGeminiModels(
  connection: ProviderConnection,
  options: ProviderCallOptions = {},
): Promise<ListedModel[]> {
  const body = await fetchProviderJson(
    { url: geminiModelsUrl(connection.endpoint), headers: geminiHeaders(connection, { json: false }) },
    options,
  );
  return arrayField(body, 'models').flatMap((entry): ListedModel[] => {
    const name = stringField(entry, 'name');
    const methods = arrayField(entry, 'supportedGenerationMethods');
    if (name === undefined || (methods.length > 0 && !methods.includes('generateContent'))) return [];
    const model: ListedModel = { id: geminiModelName(name) };
    const title = stringField(entry, 'displayName');
    if (title !== undefined) model.title = title;
    const contextWindow = numberField(entry, 'inputTokenLimit');
    if (contextWindow !== undefined) model.contextWindow = contextWindow;
    return [model];
  });
}
