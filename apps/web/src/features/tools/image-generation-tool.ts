import type { BuiltInTool } from './built-in-tool.ts';
import { imageGenerationLimits } from './image-generation-settings.ts';
import { toolMessages } from './tool-messages.ts';

export const imageGenerationTool: BuiltInTool = {
  id: 'generate_image',
  title: toolMessages.imageGeneration,
  definition: {
    name: 'generate_image',
    description:
      'Draws a new image from a text description and shows it to the user. Describe the subject, ' +
      'style, composition and colours in detail, in English.',
    parameters: {
      type: 'object',
      properties: {
        prompt: {
          type: 'string',
          description: 'What the image shows, in detail.',
          maxLength: imageGenerationLimits.promptCharacters,
        },
        orientation: {
          type: 'string',
          enum: ['square', 'landscape', 'portrait'],
          description: 'The shape of the image; square when left out.',
        },
      },
      required: ['prompt'],
      additionalProperties: false,
    },
  },
  run: async (args, environment, signal) => {
    if (!environment.images) throw new Error('Image generation is not available here.');
    // The call and its checks load on the tool's first call, not with the first screen.
    const { runImageGeneration } = await import('./image-generation.ts');
    return runImageGeneration(args, environment.images, signal);
  },
};
