import { flag, iriList, iriOrNull, optionalText, requiredText, roleList } from './common';

/** `POST /api/users` (PATCH: the same fields, none required). */
export const userBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userName'],
  properties: {
    userName: requiredText(180),
    givenName: optionalText(255),
    familyName: optionalText(255),
    email: { type: ['string', 'null'], maxLength: 255, format: 'email' },
    roles: roleList,
    activity: flag,
    locale: { type: ['string', 'null'], maxLength: 16, pattern: '^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$' },
    tenant: iriOrNull,
    company: iriOrNull,
    applications: iriList(10),
  },
} as const;
