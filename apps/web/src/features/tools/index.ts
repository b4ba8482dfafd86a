export { useToolsFor } from './use-tools-for.ts';
export { builtInToolIDs, builtInToolSource, type BuiltInToolID } from './built-in-tools.ts';
export { ToolCallSteps, type ToolCallStepsProps } from './tool-call-steps.tsx';
export { ToolPicker, type ToolPickerProps } from './tool-picker.tsx';
