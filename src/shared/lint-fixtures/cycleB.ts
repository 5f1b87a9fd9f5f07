// Lint fixture (scripts/lint-rules.test.ts): the other half of the cycle.
import { cycleA } from './cycleA';

export const cycleB = () => cycleA;
