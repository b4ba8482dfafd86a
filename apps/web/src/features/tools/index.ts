export { useToolsFor } from './use-tools-for.ts';
export { builtInToolIDs, builtInToolSource, type BuiltInToolID } from './built-in-tools.ts';
