import { answerReadRequest } from './answer-read-request.ts';
import type { ReadRequest, ReadResponse } from './document-reader-protocol.ts';

// The app compiles with the DOM library; a dedicated worker's global scope has the same two calls.
const scope = self as unknown as {
  postMessage: (message: ReadResponse) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ReadRequest>) => void) => void;
};

// The page sends the next request only after the answer, and terminates the worker to abort, so
// there is nothing to queue or cancel in here.
scope.addEventListener('message', (event) => {
  void answerReadRequest(event.data).then((response) => {
    scope.postMessage(response);
  });
});
