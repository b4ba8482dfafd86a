import {
  ContextNotices,
  type ChatRunner,
  type ChatRunnerDependencies,
  type KnowledgeFailure,
  type Started,
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

  /**
   * Runs an action that starts an answer, telling the live answers one is expected from now until it
   * has finished: right after a load, loading the engine and storing the prompt take a few hundred
   * milliseconds before the stream opens, and background work should wait from the send.
   */
  private async answering<T extends Started | undefined>(
    start: (runner: ChatRunner) => Promise<T>,
  ): Promise<T> {
    const release = this.ports.live.expect();
    try {
      const started = await start(await this.load());
      if (started) void started.finished.then(release, release);
      else release();
      return started;
    } catch (error) {
      release();
      throw error;
    }
  }

  readonly send: ChatRunner['send'] = (...args) => this.answering((runner) => runner.send(...args));
  readonly regenerate: ChatRunner['regenerate'] = (...args) =>
    this.answering((runner) => runner.regenerate(...args));
  readonly editPrompt: ChatRunner['editPrompt'] = (...args) =>
    this.answering((runner) => runner.editPrompt(...args));
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
