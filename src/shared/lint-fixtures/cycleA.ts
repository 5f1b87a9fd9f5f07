// Lint fixture (scripts/lint-rules.test.ts): half of an import cycle.
import { cycleB } from './cycleB';

export const cycleA = () => cycleB;
