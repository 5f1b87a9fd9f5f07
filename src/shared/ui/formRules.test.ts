import { createIntl } from 'react-intl';
import { maxRule, requiredMessage, requiredRule } from './formRules';

describe('form rules', () => {
  const english = createIntl({ locale: 'en', onError: () => undefined });
  const german = createIntl({
    locale: 'de',
    messages: { 'form.required': '{field} ist erforderlich', 'form.max': 'Höchstens {max} Zeichen' },
  });

  it('name the empty required field, in the interface language', () => {
    expect(requiredRule(english, 'Name')).toEqual({ required: true, message: 'Name is required' });
    expect(requiredMessage(german, 'Name')).toBe('Name ist erforderlich');
  });

  it('give the longest length allowed with its words', () => {
    expect(maxRule(english, 255)).toEqual({ max: 255, message: 'At most 255 characters' });
    expect(maxRule(german, 20).message).toBe('Höchstens 20 Zeichen');
  });
});
