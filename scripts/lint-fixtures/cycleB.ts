// Lint fixture (lint-rules.test.ts beside this folder): the other half of the cycle.
import { cycleA } from './cycleA';

export const cycleB = () => cycleA;
