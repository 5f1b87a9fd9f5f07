import RealValidator from '@rc-component/async-validator';
import LazyAsyncValidator from './LazyAsyncValidator';

/** What a check answers: the errors' messages, or 'valid'. */
async function outcome(validator: { validate(source: unknown, options?: unknown): Promise<unknown> }, value: unknown) {
  try {
    await validator.validate({ name: value }, {});
    return 'valid';
  } catch (failure) {
    return (failure as { errors: Array<{ message: string }> }).errors.map((error) => error.message);
  }
}

describe('the rule checker rc-field-form gets, loaded at the first check', () => {
  const rules = {
    name: [
      { required: true, message: 'Name is required' },
      { max: 5, message: 'At most 5' },
    ],
  };

  it.each([
    ['', ['Name is required']],
    ['toolong', ['At most 5']],
    ['ok', 'valid'],
  ])('answers for %p as the real one does', async (value, expected) => {
    expect(await outcome(new LazyAsyncValidator(rules), value)).toEqual(expected);
    expect(await outcome(new RealValidator(rules) as never, value)).toEqual(expected);
  });

  it('uses the messages it is given for rules without their own', async () => {
    const validator = new LazyAsyncValidator({ name: [{ required: true }] });
    validator.messages({ required: '%s must be filled in' });
    expect(await outcome(validator, '')).toEqual(['name must be filled in']);
  });

  it('passes on the silenced warnings rc-field-form sets', async () => {
    const silent = jest.fn();
    LazyAsyncValidator.warning = silent;
    await outcome(new LazyAsyncValidator({ name: [{ type: 'email' }] }), 'not-an-email');
    expect((RealValidator as unknown as { warning: unknown }).warning).toBe(silent);
  });
});
