import {
  ContextNotices,
  type ChatRunner,
  type ChatRunnerDependencies,
  type KnowledgeFailure,
} from '@confab/core/conversation';

/** What screens call on the conversation engine: the runner's public face. */
export type ChatRunnerApi = Pick<
  ChatRunner,
  | 'send'
  | 'regenerate'
  | 'editPrompt'
  | 'editInPlace'
  | 'deleteMessage'
  | 'switchBranch'
  | 'clearContext'
  | 'fork'
  | 'choosePrimaryResponse'
  | 'stop'
  | 'notices'
  | 'knowledgeNotices'
>;

type RunnerPorts = Omit<ChatRunnerDependencies, 'notices' | 'knowledgeNotices'>;

/**
 * The conversation engine (runner, answer and tool loops, knowledge, project context) loads with the
 * first action on a chat, or when the browser is idle after start, not with the first screen: the
 * composer only needs it once something is sent. The notices live here from the start so screens can
 * subscribe before the runner exists.
 */
export class LazyChatRunner implements ChatRunnerApi {
  readonly notices = new ContextNotices();
  readonly knowledgeNotices = new ContextNotices<KnowledgeFailure>();
  private runner: ChatRunner | undefined;
  private loading: Promise<ChatRunner> | undefined;

  constructor(private readonly ports: RunnerPorts) {}

  /** Starts loading the engine's code; later calls share the first load. */
  load(): Promise<ChatRunner> {
    this.loading ??= import('@confab/core/conversation/chat-runner').then(
      ({ ChatRunner }) => {
        this.runner = new ChatRunner({
          ...this.ports,
          notices: this.notices,
          knowledgeNotices: this.knowledgeNotices,
        });
        return this.runner;
      },
      (error: unknown) => {
        // A failed load (offline, a replaced deploy) is tried again on the next action.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  readonly send: ChatRunner['send'] = async (...args) => (await this.load()).send(...args);
  readonly regenerate: ChatRunner['regenerate'] = async (...args) => (await this.load()).regenerate(...args);
  readonly editPrompt: ChatRunner['editPrompt'] = async (...args) => (await this.load()).editPrompt(...args);
  readonly editInPlace: ChatRunner['editInPlace'] = async (...args) =>
    (await this.load()).editInPlace(...args);
  readonly deleteMessage: ChatRunner['deleteMessage'] = async (...args) =>
    (await this.load()).deleteMessage(...args);
  readonly switchBranch: ChatRunner['switchBranch'] = async (...args) =>
    (await this.load()).switchBranch(...args);
  readonly clearContext: ChatRunner['clearContext'] = async (...args) =>
    (await this.load()).clearContext(...args);
  readonly fork: ChatRunner['fork'] = async (...args) => (await this.load()).fork(...args);
  readonly choosePrimaryResponse: ChatRunner['choosePrimaryResponse'] = async (...args) =>
    (await this.load()).choosePrimaryResponse(...args);

  /** Nothing can run before the engine has loaded, so there is nothing to stop until then. */
  stop(chatID: string): void {
    this.runner?.stop(chatID);
  }
}
