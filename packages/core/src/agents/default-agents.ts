import type { Agent } from '../entities/index.ts';
import { creativeAndWellbeingAgents } from './default-agents-creative-and-wellbeing.ts';
import { workAndLearningAgents } from './default-agents-work-and-learning.ts';
import { writingAndCodeAgents } from './default-agents-writing-and-code.ts';

/**
 * The library Confab ships: general helpers a person would otherwise write the same prompt for.
 * Kept in three files by category so each stays readable; the order here is the library's order.
 */
export const defaultAgents: readonly Agent[] = [
  ...writingAndCodeAgents,
  ...workAndLearningAgents,
  ...creativeAndWellbeingAgents,
];
