/** The spec's query parameter that opens the plugin install popup (workspace §2, agents §1). */
export const pluginImportParameter = 'import_plugin';

/** The plugin address or id an app address carries. Kept free of imports: the shell calls it at start. */
export function pluginImportAddressFromUrl(search: string): string | undefined {
  const value = new URLSearchParams(search).get(pluginImportParameter)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Drops the parameter without a reload, so reloading does not open the popup again. */
export function removePluginImportParameter(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(pluginImportParameter);
  window.history.replaceState(window.history.state, '', url);
}
