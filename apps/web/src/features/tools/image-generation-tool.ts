import type { BuiltInTool } from './built-in-tool.ts';
import { imageGenerationLimits, runImageGeneration } from './image-generation.ts';
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
  run: (args, environment, signal) => {
    if (!environment.images) return Promise.reject(new Error('Image generation is not available here.'));
    return runImageGeneration(args, environment.images, signal);
  },
};
