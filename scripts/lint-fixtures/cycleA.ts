// Lint fixture (lint-rules.test.ts beside this folder): half of an import cycle.
import { cycleB } from './cycleB';

export const cycleA = () => cycleB;
