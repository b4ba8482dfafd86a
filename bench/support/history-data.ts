// Generated history for the `history` scenario: 10,000 chats × 20 messages shaped like real use
// (short questions, answers of a few hundred words, a Zipf-like vocabulary with rare words and
// numbers). The generator is JavaScript source so the page can run it: tsx's __name helper does not
// exist inside the page (see docs/footguns.md). Rows are written as the app's storage engine writes
// them (chat rows carry the `tagIDs` and `activityAt` index fields).

// 10,000 by default (the issues' scenario); BENCH_HISTORY_CHATS lowers it to try a bench quickly.
export const historyChatCount = Number(process.env.BENCH_HISTORY_CHATS ?? 10_000);
// 20 by default (the scenario); BENCH_HISTORY_MESSAGES_PER_CHAT=50 checks search at 500,000.
export const historyMessagesPerChat = Number(process.env.BENCH_HISTORY_MESSAGES_PER_CHAT ?? 20);
/** A word found in exactly one message: the message with this order in the chat with this index. */
export const rareWord = 'quokkaberry';
export const rareChatIndex = 4_321;
export const rareMessageOrder = 13;

export const historyTopics = [
  'Bread baking',
  'Trip to Lisbon',
  'Python scripts',
  'Garden plans',
  'Budget review',
  'Guitar practice',
  'Server errors',
  'Crème brûlée',
  'Job interview',
  'Data cleaning',
];

export function historyChatTitle(index: number): string {
  return `${historyTopics[index % historyTopics.length] ?? ''} ${String(index)}`;
}

/** The last message of every chat ends with this sentence, so a bench can wait for it. */
export function historyChatEnding(index: number): string {
  return `End of chat ${String(index)}.`;
}

/** Defines `historyChat(index)` returning `{ chat, messages }` rows for chat number `index`. */
export const historyGeneratorSource = `
const historyStart = Date.UTC(2025, 0, 1);
function historyRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const historySyllables = ['ka','lo','mi','ne','ra','to','su','vi','pe','do','ga','li','mo','na','ri','te','bu','fa','ze','cho','qua','sta','pri','ble','tro','ment','ing','er','al','on'];
const historyVocabulary = (() => {
  const random = historyRandom(7);
  const words = ['the','a','to','and','of','in','is','it','you','that','for','on','with','as','this','be','are','can','your','an','or','if','by','use','from','code','data','function','value','step','example','python','bread','travel','garden','music','budget','sourdough','recipe','server','error'];
  while (words.length < 4000) {
    let word = '';
    const parts = 1 + Math.floor(random() * 3);
    for (let part = 0; part < parts; part += 1) word += historySyllables[Math.floor(random() * historySyllables.length)];
    words.push(word);
  }
  return words;
})();
const historyTopics = ${JSON.stringify(historyTopics)};
function historySentence(random, words) {
  const out = [];
  for (let index = 0; index < words; index += 1) {
    const roll = random();
    if (roll < 0.01) out.push(String(Math.floor(random() * 100000)));
    else if (roll < 0.02) out.push('id' + Math.floor(random() * 1e9).toString(36));
    else out.push(historyVocabulary[Math.floor(historyVocabulary.length * Math.pow(random(), 3))]);
  }
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}
function historyChat(index) {
  const random = historyRandom(index + 1);
  const id = 'history-' + index;
  const topic = historyTopics[index % historyTopics.length];
  const activityAt = historyStart + index * 60000;
  const tags = index % 7 === 0 ? [{ id: 'tag-work', name: 'Work' }] : index % 11 === 0 ? [{ id: 'tag-home', name: 'Home' }] : [];
  const messages = [];
  let parentUUID = null;
  for (let order = 0; order < ${String(historyMessagesPerChat)}; order += 1) {
    const role = order % 2 === 0 ? 'user' : 'assistant';
    const sentences = role === 'user' ? 1 + Math.floor(random() * 2) : 4 + Math.floor(random() * 8);
    const parts = [];
    for (let sentence = 0; sentence < sentences; sentence += 1) parts.push(historySentence(random, 8 + Math.floor(random() * 14)));
    let content = parts.join(role === 'user' ? ' ' : '\\n\\n');
    if (index === ${String(rareChatIndex)} && order === ${String(rareMessageOrder)}) content += ' The ${rareWord} harvest came early this year.';
    if (order === ${String(historyMessagesPerChat - 1)}) content += ' End of chat ' + index + '.';
    const createdAt = activityAt - (${String(historyMessagesPerChat)} - order) * 1000;
    const uuid = id + '-m' + order;
    messages.push({ uuid, chatID: id, role, content, parentUUID, order, createdAt, updatedAt: createdAt, syncedAt: null });
    parentUUID = uuid;
  }
  const last = messages[messages.length - 1];
  const chat = {
    id, chatTitle: topic + ' ' + index, tags, folderID: null, favoritedAt: null, archivedAt: null,
    preview: messages[0].content.replace(/\\s+/g, ' ').slice(0, 50), lastMessageCreatedAt: last.createdAt,
    messageCount: messages.length, currentLeafUUID: last.uuid,
    createdAt: messages[0].createdAt, updatedAt: last.createdAt, syncedAt: null,
    tagIDs: tags.map((tag) => tag.id), activityAt: last.createdAt,
  };
  return { chat, messages };
}
`;
