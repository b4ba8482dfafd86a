export {
  classifyPluginAddress,
  implementationURLBeside,
  repositoryPluginFileName,
  sharedPluginPageURL,
} from './plugin-address.ts';
export type { PluginAddress } from './plugin-address.ts';
export {
  parsePluginText,
  pluginFileMaxCharacters,
  pluginFromFile,
  pluginFunctionNames,
} from './plugin-file.ts';
export type { PluginFileOptions, PluginFileProblem, PluginFileResult } from './plugin-file.ts';
export { planPluginInstall, pluginToStore } from './plugin-install-plan.ts';
export type { PluginInstallPlan } from './plugin-install-plan.ts';
