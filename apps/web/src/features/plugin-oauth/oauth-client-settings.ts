import type { PluginSettingValues } from '../tools/index.ts';

/** The person's plugin settings (spec §3) that hold a plugin's OAuth client. */
export const oauthClientSettingNames = {
  clientID: 'PLUGIN_OAUTH_CLIENT_ID',
  clientSecret: 'PLUGIN_OAUTH_CLIENT_SECRET',
} as const;

export interface PluginOAuthClient {
  clientID: string;
  clientSecret: string;
}

/** The client id and secret among one plugin's settings; empty text where nothing is set. */
export function oauthClientOf(values: PluginSettingValues | undefined): PluginOAuthClient {
  const text = (name: string): string => {
    const value = values?.get(name);
    return value === undefined ? '' : String(value).trim();
  };
  return {
    clientID: text(oauthClientSettingNames.clientID),
    clientSecret: text(oauthClientSettingNames.clientSecret),
  };
}
