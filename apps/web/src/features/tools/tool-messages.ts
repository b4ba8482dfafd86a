import { defineMessages } from 'react-intl';

/** UI text of tools: their names in the picker and in the chat, and the parts of a tool step. */
export const toolMessages = defineMessages({
  currentDateTime: { id: 'tools.builtIn.currentDateTime', defaultMessage: 'Current date and time' },
  calculator: { id: 'tools.builtIn.calculator', defaultMessage: 'Calculator' },
  runJavaScript: { id: 'tools.builtIn.runJavaScript', defaultMessage: 'Run JavaScript' },
  webPageReader: { id: 'tools.builtIn.webPageReader', defaultMessage: 'Web page reader' },
  webSearch: { id: 'tools.builtIn.webSearch', defaultMessage: 'Web search' },
  imageGeneration: { id: 'tools.builtIn.imageGeneration', defaultMessage: 'Image generation' },
  generatedImage: { id: 'tools.generatedImage.label', defaultMessage: 'Generated image: {prompt}' },
  resultImage: { id: 'tools.resultImage.label', defaultMessage: 'Image returned by {tool}' },
  generatedImageMissing: {
    id: 'tools.generatedImage.missing',
    defaultMessage: 'The image is not on this device.',
  },
  steps: { id: 'tools.steps.label', defaultMessage: 'Tool calls' },
  arguments: { id: 'tools.step.arguments', defaultMessage: 'Arguments' },
  result: { id: 'tools.step.result', defaultMessage: 'Result' },
  error: { id: 'tools.step.error', defaultMessage: 'Error' },
  running: { id: 'tools.step.running', defaultMessage: 'Running…' },
  failed: { id: 'tools.step.failed', defaultMessage: 'failed' },
  pickerButton: { id: 'tools.picker.button', defaultMessage: 'Plugins' },
  pickerLegendChat: { id: 'tools.picker.legendChat', defaultMessage: 'Plugins in this chat' },
  pickerLegendNew: { id: 'tools.picker.legendNew', defaultMessage: 'Plugins for new chats' },
  pickerCount: {
    id: 'tools.picker.count',
    defaultMessage: '{count, plural, =0 {No plugins} one {# plugin} other {# plugins}}',
  },
  pickerUnsupported: {
    id: 'tools.picker.unsupported',
    defaultMessage: 'The chosen model cannot call plugins; they are used with models that can.',
  },
  makeDefault: { id: 'tools.picker.makeDefault', defaultMessage: 'Use for new chats' },
});
