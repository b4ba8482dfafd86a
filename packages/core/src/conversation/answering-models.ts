/** What decides which models answer in a chat. */
export interface ModelChoice {
  /** The models picked in the composer for this chat; null while the person has picked none. */
  pickedModelIDs: readonly string[] | null;
  /** The chat's own model: set by its first answer, its agent or its settings. */
  chatModelID: string | undefined;
  /** The model a chat without one starts with: its project's while offered, else the default. */
  defaultModelID: string;
  /** The models offered now. */
  availableModelIDs: readonly string[];
}

/** Why a model is needed. */
export type AnswerOccasion =
  /** A prompt sent or edited and sent again. */
  | { kind: 'prompt' }
  /** A new answer beside one written by `answeredBy`; a multi-model answer names no single model. */
  | { kind: 'regenerate'; answeredBy: string | undefined }
  /** An agent mentioned as `@[Name]` answers with its own model while that model is offered. */
  | { kind: 'agent'; agentModelID: string | undefined }
  /** The chat's title; empty leaves it to the first answer's model (see writeChatTitle). */
  | { kind: 'title'; titleModelID: string };

/**
 * The one place that decides which models answer: the screen resolves the ids this returns to
 * connections and settings. Several ids answer side by side in one multi-model message.
 */
export function answeringModelIDs(choice: ModelChoice, occasion: AnswerOccasion): readonly string[] {
  switch (occasion.kind) {
    case 'prompt':
      return chosenModelIDs(choice);
    case 'regenerate':
      return occasion.answeredBy ? [occasion.answeredBy] : chosenModelIDs(choice);
    case 'agent': {
      const agentModelID = occasion.agentModelID;
      if (agentModelID && choice.availableModelIDs.includes(agentModelID)) return [agentModelID];
      return chosenModelIDs(choice).slice(0, 1);
    }
    case 'title':
      return occasion.titleModelID ? [occasion.titleModelID] : [];
  }
}

/** The picked models, else the chat's own, else the one a new chat starts with. */
function chosenModelIDs(choice: ModelChoice): readonly string[] {
  if (choice.pickedModelIDs) return choice.pickedModelIDs;
  const modelID = choice.chatModelID ?? choice.defaultModelID;
  return modelID ? [modelID] : [];
}
