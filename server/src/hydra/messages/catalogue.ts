/**
 * The English texts the platform throws (errors.ts's MESSAGES, the handlers' own texts, the
 * framework's), declared once. Each language of ./<code>.ts is a MessageTable: TypeScript refuses
 * it if it lacks one of these texts or has one that is not here. A text with values ({0}, {1}) is
 * matched as a pattern; keep the more specific of two overlapping patterns first.
 */
export const ENGLISH_TEXTS = [
  // hydra:title of every error
  'An error occurred',
  // hydra:description of errors without violations
  'Access Denied',
  'Not Found',
  'Invalid IRI',
  'Method Not Allowed',
  'Syntax error',
  'Invalid query parameter',
  'The content-type is not supported.',
  'The file type is not supported.',
  'Request Entity Too Large',
  'Internal Server Error',
  'Account deactivated',
  'Bad Request',
  // violations (Symfony validator wording in English)
  'This value should not be blank.',
  'This value is already used.',
  'This field was not expected.',
  'This value is not valid.',
  'This value is too long. It should have {0} characters or less.',
  'This value is too short. It should have {0} characters or more.',
  'This value should be of type {0}.',
  'This value should be greater than or equal to {0}.',
  'This value should be less than or equal to {0}.',
  'This value is not a valid email address.',
  'This value is not a valid locale.',
  'This value is not a valid origin (scheme://host[:port]).',
  'This value is not a valid date.',
  'This value matches more than one item.',
  'This item does not exist or cannot be chosen here.',
  'This address belongs to another tenant.',
  'This provider belongs to another tenant.',
  'This company belongs to another tenant.',
  'This tenant already has a JWK URL.',
  'The file content does not match its declared type.',
  'A signed contract version cannot be deleted.',
  'A signed contract cannot be deleted; set its realEnd instead.',
  'This contract is already signed.',
  'This contract version is already signed.',
  'No version of this contract was sent to you.',
  'The end should not be before the start.',
  "This version belongs to another template than the contract's.",
  'This template version is a draft: publish it before sending it.',
  'A signature cannot be withdrawn.',
  "This tenant's storage is full (at most {0} files, {1} in all).",
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer',
  '{0} should be one of 1, 0, true, false',
  '{0} should be a date formatted YYYY-MM-DD',
  '{0} should be an id',
  '{0} should be asc or desc',
  '{0} should be one of {1}',
  '{0} should be an id or a contract template IRI',
  '{0} should be a company IRI or uuid',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}',
  'Too many {0} values: at most {1}',
  '{0} should have at most {1} characters',
] as const;

export type EnglishText = (typeof ENGLISH_TEXTS)[number];

/** One language's translation of every English text; values in braces are carried over. */
export type MessageTable = Readonly<Record<EnglishText, string>>;
