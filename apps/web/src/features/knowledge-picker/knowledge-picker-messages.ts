import { defineMessages } from 'react-intl';

export const knowledgePickerMessages = defineMessages({
  unknownCollection: { id: 'knowledge.picker.unknownCollection', defaultMessage: 'Unknown collection' },
  noCollections: {
    id: 'knowledge.picker.noCollections',
    defaultMessage: 'No collections yet: create them in Files.',
  },
  noneMeansAll: {
    id: 'knowledge.picker.noneMeansAll',
    defaultMessage: 'None selected: all collections.',
  },
});
