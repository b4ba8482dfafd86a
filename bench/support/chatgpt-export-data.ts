// A ChatGPT account export (`conversations.json`, interop-formats §2) of a chosen size, for the
// import bench: conversations with a hidden system root, alternating turns, one regenerated answer
// per conversation (a second branch), and `current_node` on the last answer. Written in pieces to
// a file so the bench process never holds the whole text.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

interface ChatGPTNode {
  id: string;
  parent: string | null;
  children: string[];
  message: {
    id: string;
    author: { role: string };
    create_time: number | null;
    content: { content_type: 'text'; parts: string[] };
    metadata: Record<string, unknown>;
    recipient: 'all';
  } | null;
}

const words = 'the model answered with a plan for the garden budget and a recipe for sourdough bread'.split(
  ' ',
);

function paragraph(seed: number, length: number): string {
  const out: string[] = [];
  for (let index = 0; index < length; index += 1)
    out.push(words[(seed * 31 + index * 7) % words.length] ?? '');
  return `${out.join(' ')}.`;
}

function conversation(index: number, turns: number) {
  const started = 1_700_000_000 + index * 600;
  const mapping: Record<string, ChatGPTNode> = {};
  const add = (id: string, parent: string | null, role: string | null, text: string, time: number) => {
    mapping[id] = {
      id,
      parent,
      children: [],
      message:
        role === null
          ? null
          : {
              id,
              author: { role },
              create_time: time,
              content: { content_type: 'text', parts: [text] },
              metadata: role === 'system' ? { is_visually_hidden_from_conversation: true } : {},
              recipient: 'all',
            },
    };
    if (parent !== null) mapping[parent]?.children.push(id);
  };
  add('root', null, null, '', started);
  add('system', 'root', 'system', '', started);
  let parent = 'system';
  for (let turn = 0; turn < turns; turn += 1) {
    const question = `q${String(turn)}`;
    const answer = `a${String(turn)}`;
    add(
      question,
      parent,
      'user',
      `Question ${String(turn)}: ${paragraph(index + turn, 12)}`,
      started + turn * 20,
    );
    add(answer, question, 'assistant', paragraph(index * 3 + turn, 180), started + turn * 20 + 10);
    if (turn === 0) add('a0-regenerated', question, 'assistant', paragraph(index + 99, 60), started + 15);
    parent = answer;
  }
  return {
    title: `Imported conversation ${String(index)}`,
    create_time: started,
    update_time: started + turns * 20,
    conversation_id: `bench-${String(index)}`,
    id: `bench-${String(index)}`,
    default_model_slug: 'gpt-4o',
    current_node: parent,
    mapping,
  };
}

/** Writes conversations until the file reaches `targetBytes`; returns how many it wrote. */
export async function writeChatGPTExport(path: string, targetBytes: number, turns = 10): Promise<number> {
  const file = createWriteStream(path);
  let written = 0;
  let count = 0;
  const write = async (text: string) => {
    written += Buffer.byteLength(text);
    if (!file.write(text)) await once(file, 'drain');
  };
  await write('[');
  while (written < targetBytes) {
    await write(`${count === 0 ? '' : ','}${JSON.stringify(conversation(count, turns))}`);
    count += 1;
  }
  await write(']');
  file.end();
  await once(file, 'finish');
  return count;
}
