import type { Browser, CDPSession } from '@playwright/test';

/**
 * The JS heap of every dedicated worker, read over a browser-level DevTools session: a page's
 * session sees only the page's heap, and the import runs in a worker. Workers are attached without
 * flattening, so requests go through `Target.sendMessageToTarget` and answers come back as events.
 * A worker that ends may take the session with it; the next sample opens a new one.
 */
export interface WorkerHeapProbe {
  /** The summed used heap of the workers alive now, in bytes (0 when there are none). */
  usedBytes(): Promise<number>;
  close(): Promise<void>;
}

interface TargetMessage {
  sessionId: string;
  message: string;
}

interface ProbeSession {
  session: CDPSession;
  attached: Map<string, string>;
  waiting: Map<number, (usedSize: number) => void>;
}

export function workerHeapProbe(browser: Browser): WorkerHeapProbe {
  let current: Promise<ProbeSession> | undefined;
  let nextID = 1;
  const open = async (): Promise<ProbeSession> => {
    const session = await browser.newBrowserCDPSession();
    const probe: ProbeSession = { session, attached: new Map(), waiting: new Map() };
    session.on('Target.receivedMessageFromTarget', (event: TargetMessage) => {
      const answer = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
      if (answer.id === undefined) return;
      probe.waiting.get(answer.id)?.(answer.result?.usedSize ?? 0);
      probe.waiting.delete(answer.id);
    });
    return probe;
  };
  const heapOf = async (probe: ProbeSession, sessionId: string): Promise<number> => {
    const id = nextID++;
    const answered = new Promise<number>((resolve) => {
      probe.waiting.set(id, resolve);
      // A worker busy with one long task answers late; the sample then counts nothing.
      setTimeout(() => {
        probe.waiting.delete(id);
        resolve(0);
      }, 2_000);
    });
    const message = JSON.stringify({ id, method: 'Runtime.getHeapUsage' });
    await probe.session.send('Target.sendMessageToTarget', { sessionId, message });
    return answered;
  };
  const sample = async (): Promise<number> => {
    const probe = await (current ??= open());
    const { targetInfos } = await probe.session.send('Target.getTargets');
    let total = 0;
    for (const worker of targetInfos.filter((target) => target.type === 'worker')) {
      let sessionId = probe.attached.get(worker.targetId);
      if (sessionId === undefined) {
        ({ sessionId } = await probe.session.send('Target.attachToTarget', {
          targetId: worker.targetId,
          flatten: false,
        }));
        probe.attached.set(worker.targetId, sessionId);
      }
      total += await heapOf(probe, sessionId);
    }
    return total;
  };
  const sampleOrReopen = async (): Promise<number> => {
    try {
      return await sample();
    } catch {
      const closing = current;
      current = undefined;
      await closing?.then((probe) => probe.session.detach()).catch(() => undefined);
      return 0;
    }
  };
  // One sample at a time: two at once would attach to the same worker twice.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    usedBytes() {
      const next = queue.then(sampleOrReopen);
      queue = next;
      return next;
    },
    async close() {
      await current?.then((probe) => probe.session.detach()).catch(() => undefined);
    },
  };
}
