import { iriOrNull, requiredText, roleList } from './common';

/** `POST /api/tenants` (PATCH: the same fields, none required). */
export const tenantBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: requiredText(255),
    roles: roleList,
    keycloakId: { type: ['integer', 'null'], minimum: 0 },
    defaultApplication: iriOrNull,
  },
} as const;
