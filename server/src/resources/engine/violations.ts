import type { Violation } from '../../../../contract/index.js';
import { unprocessable } from '../../hydra/errors.js';

/** Collects every problem of a body before answering, so the form shows them all at once. */
export class Violations {
  private readonly list: Violation[] = [];

  /** Records a violation; returns undefined so a check can `return violations.add(...)`. */
  add(propertyPath: string, message: string): undefined {
    this.list.push({ propertyPath, message });
    return undefined;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw unprocessable(this.list);
  }
}
