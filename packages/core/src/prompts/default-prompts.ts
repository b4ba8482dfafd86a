import { idPrefixes, type Prompt } from '../entities/index.ts';
import { promptTagFromName } from './prompt-records.ts';

interface DefaultPromptTemplate {
  /** Part of the fixed id, so filling the defaults twice (two tabs at once) writes the same records. */
  slug: string;
  title: string;
  description: string;
  prompt: string;
  tags: string[];
}

/** The built-in prompts a new local workspace starts with. */
export const defaultPromptTemplates: readonly DefaultPromptTemplate[] = [
  {
    slug: 'proofread',
    title: 'Proofread and polish',
    description: 'Fix grammar, spelling and flow without changing the meaning.',
    prompt:
      'Proofread the text below. Fix grammar, spelling and punctuation, and smooth awkward sentences, but keep my voice and meaning. Return the corrected text, then a short list of the most important changes.\n\n{{text}}',
    tags: ['Writing', 'Editing'],
  },
  {
    slug: 'rewrite-tone',
    title: 'Change the tone',
    description: 'Rewrite a passage in a different tone, such as friendlier or more formal.',
    prompt:
      'Rewrite the following text in a {{tone}} tone. Keep every fact and the same length, give or take 10%.\n\n{{text}}',
    tags: ['Writing', 'Editing'],
  },
  {
    slug: 'summarise',
    title: 'Summarise in five bullets',
    description: 'The key points of a long text, with one line for the main takeaway.',
    prompt:
      'Summarise the text below in at most five bullet points, most important first. End with one sentence starting "Takeaway:".\n\n{{text}}',
    tags: ['Writing', 'Analysis'],
  },
  {
    slug: 'email-reply',
    title: 'Reply to an email',
    description: 'A clear, polite reply that answers every question in the message.',
    prompt:
      'Draft a reply to this email. Answer each question it asks, keep it under 150 words, and end with a clear next step. My goal: {{goal}}\n\nEmail:\n{{email}}',
    tags: ['Writing', 'Email', 'Business'],
  },
  {
    slug: 'cold-email',
    title: 'Short outreach email',
    description: 'A first email to someone you have not met, with a specific ask.',
    prompt:
      'Write a short first email to {{recipient}} about {{topic}}. Open with why I am writing to them in particular, make one specific ask, and keep it under 120 words. Give me two subject lines to choose from.',
    tags: ['Writing', 'Email', 'Business'],
  },
  {
    slug: 'blog-outline',
    title: 'Blog post outline',
    description: 'A structured outline with headings, key points and a hook.',
    prompt:
      'Create an outline for a blog post about {{topic}} for {{audience}}. Include a working title, an opening hook, 4–6 section headings with two or three bullet points each, and a closing call to action.',
    tags: ['Writing', 'Marketing'],
  },
  {
    slug: 'headline-ideas',
    title: 'Headline ideas',
    description: 'Ten headline options in different styles.',
    prompt:
      'Give me ten headlines for a piece about {{topic}}: three plain and descriptive, three curious, two with a number, and two under six words. Mark the one you would pick and say why in one line.',
    tags: ['Writing', 'Marketing'],
  },
  {
    slug: 'explain-code',
    title: 'Explain this code',
    description: 'A walk-through of what a piece of code does and why.',
    prompt:
      'Explain what this code does, step by step, for someone who knows the language but not this codebase. Point out anything surprising, risky or non-obvious.\n\n```\n{{code}}\n```',
    tags: ['Coding', 'Learning'],
  },
  {
    slug: 'code-review',
    title: 'Review my code',
    description: 'Bugs, edge cases, naming and readability, most important first.',
    prompt:
      'Review the code below as a careful senior engineer. List real problems first (bugs, edge cases, security, performance), then readability and naming. For each, quote the line and suggest a fix. Do not rewrite the whole thing.\n\n```\n{{code}}\n```',
    tags: ['Coding', 'Review'],
  },
  {
    slug: 'write-tests',
    title: 'Write unit tests',
    description: 'Tests that cover the normal case, edge cases and errors.',
    prompt:
      'Write unit tests for the code below using {{test framework}}. Cover the normal cases, edge cases (empty, very large, invalid input) and error paths. Name each test after the behaviour it checks.\n\n```\n{{code}}\n```',
    tags: ['Coding', 'Testing'],
  },
  {
    slug: 'debug-error',
    title: 'Debug an error',
    description: 'Find the likely cause of an error message and how to fix it.',
    prompt:
      'I get this error:\n\n```\n{{error}}\n```\n\nHere is the relevant code:\n\n```\n{{code}}\n```\n\nList the most likely causes in order, how to confirm each one, and the fix for the most likely one.',
    tags: ['Coding', 'Debugging'],
  },
  {
    slug: 'refactor',
    title: 'Refactor for clarity',
    description: 'Simpler code with the same behaviour, explained change by change.',
    prompt:
      'Refactor this code for readability without changing its behaviour. Prefer small, well-named functions and remove duplication. Show the new code, then explain each change in one line.\n\n```\n{{code}}\n```',
    tags: ['Coding', 'Review'],
  },
  {
    slug: 'regex',
    title: 'Build a regular expression',
    description: 'A regex with an explanation and test cases.',
    prompt:
      'Write a regular expression for {{language}} that matches {{what to match}}. Explain each part, then list five strings it should match and five it should not.',
    tags: ['Coding'],
  },
  {
    slug: 'sql-query',
    title: 'Write a SQL query',
    description: 'A query from a plain-language question and the table layout.',
    prompt:
      'Write a SQL query for {{database}} that answers: {{question}}\n\nTables:\n{{schema}}\n\nExplain the query briefly and mention any index that would make it faster.',
    tags: ['Coding', 'Data'],
  },
  {
    slug: 'commit-message',
    title: 'Commit message from a diff',
    description: 'A conventional subject line and a body that says why.',
    prompt:
      'Write a commit message for this diff: a subject line under 60 characters in the imperative mood, a blank line, then a short body explaining why the change was made.\n\n```diff\n{{diff}}\n```',
    tags: ['Coding', 'Git'],
  },
  {
    slug: 'pros-cons',
    title: 'Weigh the options',
    description: 'Pros, cons and a recommendation for a decision.',
    prompt:
      'I am deciding between {{options}}. My situation: {{context}}\n\nFor each option list pros, cons and the biggest risk. Then recommend one, say what would change your mind, and suggest a cheap way to test the choice first.',
    tags: ['Analysis', 'Decisions'],
  },
  {
    slug: 'swot',
    title: 'SWOT analysis',
    description: 'Strengths, weaknesses, opportunities and threats in a table.',
    prompt:
      'Do a SWOT analysis of {{subject}}. Present it as a table with four cells, three to five points each, then give the two actions that follow most directly from it.',
    tags: ['Analysis', 'Business'],
  },
  {
    slug: 'data-insights',
    title: 'Find insights in data',
    description: 'Patterns, outliers and questions worth asking about a data set.',
    prompt:
      'Here is some data:\n\n{{data}}\n\nDescribe what it contains, the three most interesting patterns or outliers, any data quality problems you notice, and three follow-up questions worth investigating.',
    tags: ['Analysis', 'Data'],
  },
  {
    slug: 'critique-argument',
    title: 'Stress-test an argument',
    description: 'The strongest objections to a claim, and how to answer them.',
    prompt:
      'Here is an argument I want to make:\n\n{{argument}}\n\nFind its weakest assumptions, give the three strongest objections a smart critic would raise, and suggest how to strengthen the argument against each.',
    tags: ['Analysis', 'Thinking'],
  },
  {
    slug: 'explain-simply',
    title: 'Explain like I am new to it',
    description: 'A plain-language explanation with an everyday analogy.',
    prompt:
      'Explain {{concept}} to someone new to the subject. Use plain words, one everyday analogy and a small concrete example. Finish with the one thing people most often get wrong about it.',
    tags: ['Learning'],
  },
  {
    slug: 'quiz-me',
    title: 'Quiz me',
    description: 'Practice questions one at a time, with feedback on each answer.',
    prompt:
      'Quiz me on {{topic}} at {{level}} level. Ask one question at a time and wait for my answer. After each answer, tell me if it was right, explain briefly, and adjust the difficulty. Stop after ten questions and give me a score and what to review.',
    tags: ['Learning', 'Practice'],
  },
  {
    slug: 'study-plan',
    title: 'Study plan',
    description: 'A week-by-week plan to learn a subject with the time you have.',
    prompt:
      'Make a {{weeks}}-week study plan for learning {{subject}}. I can spend {{hours}} hours a week. For each week give a goal, what to study, one practical exercise and how to check I have understood it.',
    tags: ['Learning', 'Planning'],
  },
  {
    slug: 'language-practice',
    title: 'Conversation practice',
    description: 'Chat in a language you are learning, with gentle corrections.',
    prompt:
      'Let us have a conversation in {{language}} about {{topic}}. Use simple sentences suited to a {{level}} learner. After each of my messages, reply naturally, then list my mistakes with corrections in a short note at the end.',
    tags: ['Learning', 'Languages'],
  },
  {
    slug: 'translate',
    title: 'Translate naturally',
    description: 'A translation that reads as if written by a native speaker.',
    prompt:
      'Translate the text below into {{language}}. Make it sound natural to a native speaker rather than word-for-word, keep names and numbers unchanged, and note any phrase that has no good equivalent.\n\n{{text}}',
    tags: ['Writing', 'Languages'],
  },
  {
    slug: 'meeting-notes',
    title: 'Meeting notes to actions',
    description: 'Decisions, action items with owners, and open questions.',
    prompt:
      'Turn these meeting notes into: 1) decisions made, 2) action items as a table with owner and due date, 3) open questions. Keep it short and skip small talk.\n\n{{notes}}',
    tags: ['Business', 'Productivity'],
  },
  {
    slug: 'project-plan',
    title: 'Project plan',
    description: 'Milestones, tasks, risks and a first step for a project.',
    prompt:
      'Help me plan this project: {{project}}\n\nDeadline: {{deadline}}. Break it into milestones with tasks, estimate each roughly, list the main risks with a mitigation each, and tell me what to do first today.',
    tags: ['Business', 'Planning'],
  },
  {
    slug: 'product-description',
    title: 'Product description',
    description: 'Benefit-led copy for a product page.',
    prompt:
      'Write a product description for {{product}} aimed at {{audience}}. Lead with the main benefit, then three short feature-benefit pairs, then one line that handles the most likely objection. Under 120 words, no clichés.',
    tags: ['Business', 'Marketing', 'Writing'],
  },
  {
    slug: 'customer-reply',
    title: 'Answer a customer',
    description: 'An empathetic support reply that solves the problem.',
    prompt:
      'A customer wrote:\n\n{{message}}\n\nWrite a reply that acknowledges the problem without over-apologising, explains what happens next in plain steps, and ends with a way to reach us. Friendly, under 150 words.',
    tags: ['Business', 'Support', 'Email'],
  },
  {
    slug: 'interview-prep',
    title: 'Job interview practice',
    description: 'A mock interview for a role, one question at a time.',
    prompt:
      'Act as an interviewer for a {{role}} position. Ask me one question at a time, mixing behavioural and role-specific questions. After each answer, give a short critique and a stronger example answer. Start with the first question.',
    tags: ['Career', 'Practice'],
  },
  {
    slug: 'meal-plan',
    title: 'Weekly meal plan',
    description: 'Seven days of meals and one shopping list.',
    prompt:
      'Plan dinners for a week for {{people}} people. Preferences and restrictions: {{preferences}}. Keep weeknight meals under 30 minutes, reuse ingredients to reduce waste, and finish with a shopping list grouped by aisle.',
    tags: ['Everyday', 'Planning'],
  },
  {
    slug: 'trip-itinerary',
    title: 'Trip itinerary',
    description: 'A day-by-day plan with a mix of sights, food and rest.',
    prompt:
      'Plan a {{days}}-day trip to {{destination}} for {{travellers}}. Each day: morning, afternoon and evening, with one food suggestion and rough travel times between places. Leave some free time, and add three tips locals would give.',
    tags: ['Everyday', 'Travel', 'Planning'],
  },
  {
    slug: 'gift-ideas',
    title: 'Gift ideas',
    description: 'Thoughtful gift ideas for a person and a budget.',
    prompt:
      'Suggest ten gift ideas for {{person}}, who likes {{interests}}, with a budget of {{budget}}. Mix things, experiences and something handmade, and say in one line why each would suit them.',
    tags: ['Everyday'],
  },
  {
    slug: 'dated-journal',
    title: 'Daily reflection',
    description: 'A short guided reflection for the end of the day.',
    prompt:
      'Today is {local_date}. Guide me through a five-minute reflection: ask what went well, what was hard, and what I want to do differently tomorrow, one question at a time, and summarise my answers at the end.',
    tags: ['Everyday', 'Wellbeing'],
  },
  {
    slug: 'draft-then-critique',
    title: 'Draft, critique, improve',
    description: 'A queue of three messages: write a draft, critique it, then rewrite it.',
    prompt:
      'Write a first draft of {{piece}} about {{topic}}.\n----\nNow critique that draft as a demanding editor: list its five biggest weaknesses.\n----\nRewrite the draft to fix every weakness you listed. Show only the final version.',
    tags: ['Writing', 'Queue'],
  },
  {
    slug: 'learn-in-steps',
    title: 'Learn a topic in three steps',
    description: 'A queue that explains a topic, tests you, then fills the gaps.',
    prompt:
      'Give me a clear overview of {{topic}} in about 300 words.\n----\nNow ask me five questions that check whether I understood the overview.\n----\nBased on the questions, list what beginners usually miss about {{topic}} and explain each point briefly.',
    tags: ['Learning', 'Queue'],
  },
  {
    slug: 'second-opinion',
    title: 'Ask an agent for a second opinion',
    description: 'Send your question to an agent of your choice by mentioning it.',
    prompt:
      '@[Agent Name] Give me a second opinion on this: {{question}}\n\nSay where you agree with the usual advice, where you disagree, and why.',
    tags: ['Agents', 'Thinking'],
  },
];

/** The built-in prompts as records, all created `now` and not yet synced. */
export function createDefaultPrompts(now: number): Prompt[] {
  return defaultPromptTemplates.map((template) => ({
    id: `${idPrefixes.prompt}default-${template.slug}`,
    title: template.title,
    description: template.description,
    prompt: template.prompt,
    tags: template.tags.map((name) => promptTagFromName(name)),
    lastUsedAt: null,
    favoritedAt: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  }));
}
