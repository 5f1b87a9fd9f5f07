import { FAMILY } from './seed-data.js';

/**
 * Word lists and a seeded pseudo-random generator for the large data set, so every run
 * produces the same rows (comparable timings, reproducible performance bugs).
 */
export const LARGE_SEED_WORDS = {
  givenNames: [
    'Anna',
    'Ben',
    'Clara',
    'David',
    'Elif',
    'Felix',
    'Greta',
    'Hugo',
    'Ines',
    'Jonas',
    'Kofi',
    'Lena',
    'Mateo',
    'Nina',
    'Oskar',
    'Priya',
    'Rafael',
    'Sofia',
    'Timo',
    'Yuki',
    'Zoé',
    'Łukasz',
    'Åsa',
    'Chloé',
  ],
  familyNames: [...FAMILY, 'Nowak', 'Jansen', 'García', 'Müller', 'Schär', 'Lefèvre', 'Andersson', 'Okafor'],
  companyWords: [
    'Alpine',
    'Nordic',
    'Swift',
    'Blue',
    'Green',
    'Solid',
    'Bright',
    'Urban',
    'Prime',
    'Delta',
    'Summit',
    'River',
    'Cedar',
    'Helvetic',
    'Rhein',
    'Atlas',
    'Vertex',
    'Orbit',
    'Lumen',
    'Harbor',
    'Energy',
    'Logistics',
    'Telecom',
    'Foods',
    'Systems',
    'Partners',
    'Retail',
    'Mobility',
    'Health',
    'Finance',
  ],
  legalForms: ['AG', 'GmbH', 'SA', 'SARL', 'Ltd', 'BV', 'AB', 'Srl', 'Inc'],
  streets: [
    'Bahnhofstrasse',
    'Hauptstrasse',
    'Rue de la Gare',
    'Via Roma',
    'High Street',
    'Kerkstraat',
    'Storgatan',
    'Marktplatz',
    'Avenue des Alpes',
    'Seestrasse',
  ],
  /** [city, ISO country code]. */
  cities: [
    ['Zürich', 'CH'],
    ['Geneva', 'CH'],
    ['Basel', 'CH'],
    ['Berlin', 'DE'],
    ['Munich', 'DE'],
    ['Hamburg', 'DE'],
    ['Vienna', 'AT'],
    ['Graz', 'AT'],
    ['Lyon', 'FR'],
    ['Paris', 'FR'],
    ['Milan', 'IT'],
    ['Amsterdam', 'NL'],
    ['Brussels', 'BE'],
    ['Luxembourg', 'LU'],
    ['Stockholm', 'SE'],
    ['Oslo', 'NO'],
    ['London', 'GB'],
    ['Madrid', 'ES'],
  ] as [string, string][],
  categories: ['Energy', 'Telecommunications', 'Insurance', 'Mobility', 'Services'],
  /** [role, weight]: mostly customers and ordinary users, as on a real platform. */
  userRoles: [
    ['ROLE_USER', 45],
    ['ROLE_CUSTOMER', 40],
    ['ROLE_COMPANY_ADMIN', 10],
    ['ROLE_EDITOR', 5],
  ] as [string, number][],
  clause:
    'The supplier delivers the agreed service; the customer pays the agreed price. Either party may cancel with three months notice.',
};

export interface LargeSeedRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
  weighted<T>(choices: readonly [T, number][]): T;
  /** ISO timestamp between two YYYY-MM-DD dates, at a whole minute. */
  date(from: string, to: string): string;
  /** A UUID v4-shaped value from the generator (not cryptographically random, by design). */
  uuid(): string;
}

/** mulberry32: tiny, fast and good enough for test data; the same seed gives the same sequence. */
export function largeSeedRandom(seed: number): LargeSeedRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (digits: number): string =>
    Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int,
    pick: (values) => {
      if (values.length === 0) throw new Error('pick from an empty list');
      return values[Math.floor(next() * values.length)]!;
    },
    chance: (probability) => next() < probability,
    weighted: (choices) => {
      let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
    date: (from, to) => {
      const start = Date.parse(`${from}T00:00:00Z`);
      const minutes = Math.floor((Date.parse(`${to}T00:00:00Z`) - start) / 60_000);
      return new Date(start + int(0, minutes) * 60_000).toISOString();
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
