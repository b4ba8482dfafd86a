// The no-framework floor of the stream rows (instant scenario): a textarea; Enter sends the text to
// the provider address in the page's query string as the app sends an OpenAI chat request, reads
// the SSE with fetch and appends each chunk's text to the answer as plain text. The answer carries
// the app's classes and `data-rendered` so one page snippet times both.

const provider = new URLSearchParams(location.search).get('provider') ?? '';

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(`The floor page has no ${selector}`);
  return found;
}

/** The text of the complete `data:` lines in `lines` (the OpenAI chunks' content deltas). */
function deltaText(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const chunk = JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] };
    text += chunk.choices?.[0]?.delta?.content ?? '';
  }
  return text;
}

async function ask(question: string): Promise<void> {
  const article = document.createElement('article');
  article.className = 'message message--assistant';
  const answer = document.createElement('div');
  answer.className = 'markdown';
  answer.dataset.rendered = 'partial';
  article.append(answer);
  element('[role="log"]').replaceChildren(article);
  const response = await fetch(`${provider}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test-openai' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      messages: [{ role: 'user', content: question }],
    }),
  });
  if (response.body === null) throw new Error('No stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (pending + value).split('\n');
    pending = lines.pop() ?? '';
    const text = deltaText(lines);
    if (text !== '') answer.append(text);
  }
  answer.append(deltaText([pending]));
  answer.dataset.rendered = 'complete';
}

const composer = element('textarea[aria-label="Message"]') as HTMLTextAreaElement;
composer.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || event.shiftKey) return;
  event.preventDefault();
  const question = composer.value;
  composer.value = '';
  void ask(question);
});
performance.mark('confab:composer-ready');

export {};
