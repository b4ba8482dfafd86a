export { pluginAccessToken, type PluginAccessTokenOptions } from './plugin-access-token.ts';
export { isPluginOAuthCallback, pluginOAuthCallbackPath } from './plugin-oauth-route.ts';
export { deletePluginOAuthToken, pluginOAuthStatus, type PluginOAuthStatus } from './oauth-token-record.ts';
