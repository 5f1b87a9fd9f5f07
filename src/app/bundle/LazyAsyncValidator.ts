/**
 * What the build puts in place of @rc-component/async-validator for rc-field-form (webpack.config.ts):
 * the real rule checker, loaded at the first check. rc-field-form imports it for every form, and so
 * it was in the layout's code on every screen (4 KiB gzip), though a list's search form has no
 * rules and the forms load it with their own chunk (routes.ts). rc-field-form only makes one per
 * rule, sets its messages, turns its warnings off and asks it to validate, which answers with a
 * promise anyway: this does the same with the real one once it is in.
 */
import { once } from '../../shared/routing/once';

type Rules = Record<string, unknown>;
type RealValidator = {
  messages(messages?: unknown): unknown;
  validate(source: unknown, options?: unknown): Promise<unknown>;
};
type RealValidatorClass = (new (rules: Rules) => RealValidator) & { warning: (...args: unknown[]) => void };

export const loadAsyncValidator = once(() =>
  import(/* webpackChunkName: "async-validator" */ '@rc-component/async-validator').then(
    (module) => module.default as unknown as RealValidatorClass,
  ),
);

export default class LazyAsyncValidator {
  /** rc-field-form silences the checker's console warnings through this before each check. */
  static warning: (...args: unknown[]) => void = () => undefined;

  private readonly rules: Rules;
  private customMessages: unknown;

  constructor(rules: Rules) {
    this.rules = rules;
  }

  messages(messages?: unknown): unknown {
    if (messages) this.customMessages = messages;
    return this.customMessages;
  }

  async validate(source: unknown, options?: unknown): Promise<unknown> {
    const Real = await loadAsyncValidator();
    Real.warning = LazyAsyncValidator.warning;
    const validator = new Real(this.rules);
    if (this.customMessages) validator.messages(this.customMessages);
    return validator.validate(source, options);
  }
}
