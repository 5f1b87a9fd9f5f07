import type { Role } from '../../../contract/index.js';

/**
 * The demo data set as plain tables, so the seed routine stays a small loop and the start-up
 * banner, tests and documentation read the same source (api-contract.md "Demo data").
 */

export interface DemoUser {
  userName: string;
  roles: Role[];
  tenant: string | null;
  company: string | null;
  activity: boolean;
  givenName: string;
  familyName: string;
  locale: string;
  /** Application ids the user may use (user_applications). */
  applications: number[];
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_APPLICATIONS = [
  { id: 1, name: 'Contract Management' },
  { id: 2, name: 'Signing Portal' },
];

export interface DemoTenant {
  name: string;
  defaultApplication: number | null;
  roles: Role[];
  keycloakId: number | null;
}

export const DEMO_TENANTS: DemoTenant[] = [
  { name: 'Acme', defaultApplication: 1, roles: ['ROLE_TENANT'], keycloakId: 1001 },
  { name: 'Globex', defaultApplication: 2, roles: ['ROLE_TENANT'], keycloakId: 1002 },
  ...[
    'Initech',
    'Umbrella',
    'Stark Industries',
    'Wayne Enterprises',
    'Hooli',
    'Soylent',
    'Tyrell',
    'Cyberdyne',
    'Wonka',
    'Aperture',
  ].map((name): DemoTenant => ({ name, defaultApplication: null, roles: [], keycloakId: null })),
];

export interface DemoAddress {
  street: string;
  postalCode: string;
  city: string;
}

export const DEMO_PROVIDERS: { name: string; tenant: string; address: DemoAddress }[] = [
  {
    name: 'Acme Logistics Provider',
    tenant: 'Acme',
    address: { street: 'Hafenstrasse 4', postalCode: '20457', city: 'Hamburg' },
  },
  {
    name: 'Globex Supply',
    tenant: 'Globex',
    address: { street: '1 Cypress Creek Rd', postalCode: '97401', city: 'Springfield' },
  },
];

export interface DemoCompany {
  name: string;
  tenant: string;
  group?: boolean;
  reseller?: boolean;
  provider?: string;
  address: DemoAddress;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Acme Group',
    tenant: 'Acme',
    group: true,
    address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' },
  },
  {
    name: 'Acme Retail GmbH',
    tenant: 'Acme',
    address: { street: 'Kurfürstendamm 21', postalCode: '10719', city: 'Berlin' },
  },
  {
    name: 'Acme Reseller AG',
    tenant: 'Acme',
    reseller: true,
    address: { street: 'Marktgasse 9', postalCode: '3011', city: 'Bern' },
  },
  {
    name: 'Acme Provider company',
    tenant: 'Acme',
    provider: 'Acme Logistics Provider',
    address: { street: 'Hafenstrasse 4', postalCode: '20457', city: 'Hamburg' },
  },
  {
    name: 'Zürich Customer AG',
    tenant: 'Acme',
    address: { street: 'Limmatquai 50', postalCode: '8001', city: 'Zürich' },
  },
  {
    name: 'Lyon Customer SA',
    tenant: 'Acme',
    address: { street: 'Rue de la République 12', postalCode: '69002', city: 'Lyon' },
  },
  {
    name: 'Globex Holding',
    tenant: 'Globex',
    group: true,
    address: { street: '1 Globex Plaza', postalCode: '97401', city: 'Springfield' },
  },
  {
    name: 'Globex Customer Ltd',
    tenant: 'Globex',
    address: { street: '22 High Street', postalCode: 'SW1A 1AA', city: 'London' },
  },
];

const demoUser = (
  userName: string,
  roles: Role[],
  tenant: string | null,
  company: string | null,
  names: [string, string],
  extra: Partial<DemoUser> = {},
): DemoUser => ({
  userName,
  roles,
  tenant,
  company,
  activity: true,
  givenName: names[0],
  familyName: names[1],
  locale: 'en',
  applications: tenant === 'Globex' ? [2] : [1, 2],
  ...extra,
});

/** Exactly the api-contract.md table; `editor` has locale de so language-from-user-locale is visible. */
export const DEMO_USERS: DemoUser[] = [
  demoUser('supervisor', ['ROLE_SUPERVISOR'], null, null, ['Sam', 'Supervisor'], { applications: [1, 2] }),
  demoUser('tenant.admin', ['ROLE_TENANT_ADMIN'], 'Acme', 'Acme Group', ['Tina', 'Admin']),
  demoUser('company.admin', ['ROLE_COMPANY_ADMIN'], 'Acme', 'Acme Retail GmbH', ['Carl', 'Admin']),
  demoUser('editor', ['ROLE_EDITOR'], 'Acme', 'Acme Group', ['Erika', 'Editor'], { locale: 'de' }),
  demoUser('api.user', ['ROLE_API_USER'], 'Acme', null, ['Api', 'User']),
  demoUser('customer', ['ROLE_CUSTOMER'], 'Acme', 'Zürich Customer AG', ['Chris', 'Customer'], { applications: [1] }),
  demoUser('user', ['ROLE_USER'], 'Acme', 'Zürich Customer AG', ['Uma', 'User'], { applications: [1] }),
  demoUser('user.nocompany', ['ROLE_USER'], 'Acme', null, ['Nora', 'Nocompany']),
  demoUser('globex.admin', ['ROLE_TENANT_ADMIN'], 'Globex', 'Globex Holding', ['Gina', 'Globex']),
  demoUser('inactive', ['ROLE_USER'], 'Acme', 'Acme Retail GmbH', ['Ivo', 'Inactive'], { activity: false }),
];

const GIVEN = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Lena',
  'Max',
  'Nina',
  'Oskar',
  'Paula',
  'Rafael',
];
/** Family names of the demo users; the large data set draws from the same list and more. */
export const FAMILY = [
  'Meier',
  'Dubois',
  'Rossi',
  'Smith',
  'Keller',
  'Martin',
  'Bianchi',
  'Jones',
  'Huber',
  'Bernard',
  'Ferrari',
  'Brown',
  'Weber',
  'Moreau',
  'Conti',
  'Taylor',
];
const EXTRA_HOMES: [string, string][] = [
  ['Acme', 'Acme Retail GmbH'],
  ['Acme', 'Zürich Customer AG'],
  ['Acme', 'Lyon Customer SA'],
  ['Acme', 'Acme Reseller AG'],
  ['Globex', 'Globex Customer Ltd'],
];

/** Ordinary users spread over tenants and companies, so user lists have more than one page. */
export const EXTRA_USERS: DemoUser[] = GIVEN.map((given, index) => {
  const [tenant, company] = EXTRA_HOMES[index % EXTRA_HOMES.length]!;
  const family = FAMILY[index]!;
  return demoUser(`${given}.${family}`.toLowerCase(), ['ROLE_USER'], tenant, company, [given, family], {
    applications: tenant === 'Globex' ? [2] : [1],
  });
});
