import { defineMessages } from 'react-intl';

// Messages without placeholders; those with values are written inline where they are formatted,
// because react-intl's typed descriptors from defineMessages refuse values.

export const markdownMessages = defineMessages({
  copyCode: { id: 'markdown.copyCode', defaultMessage: 'Copy code' },
  copied: { id: 'markdown.copied', defaultMessage: 'Copied' },
  plainTextLanguage: { id: 'markdown.plainTextLanguage', defaultMessage: 'text' },
  loadEmbeddedImage: { id: 'markdown.loadEmbeddedImage', defaultMessage: 'Load embedded image' },
  artifactCode: { id: 'markdown.artifactCode', defaultMessage: 'Code' },
  artifactPreview: { id: 'markdown.artifactPreview', defaultMessage: 'Preview' },
  artifactViews: { id: 'markdown.artifactViews', defaultMessage: 'Artifact view' },
  artifactFrameTitle: { id: 'markdown.artifactFrameTitle', defaultMessage: 'Artifact preview' },
  diagramFailed: {
    id: 'markdown.diagramFailed',
    defaultMessage: 'This diagram could not be drawn; its source is shown instead.',
  },
  diagramLabel: { id: 'markdown.diagramLabel', defaultMessage: 'Diagram' },
  taskDone: { id: 'markdown.taskDone', defaultMessage: 'Done' },
  taskOpen: { id: 'markdown.taskOpen', defaultMessage: 'Not done' },
});
