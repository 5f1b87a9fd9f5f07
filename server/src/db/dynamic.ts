import type { Kysely } from 'kysely';

/**
 * Kysely types queries by table name at compile time; the engine, the audit trail and the event
 * stream choose the table at run time (a resource definition's value). They talk to the database
 * through this one loosely typed handle; the definitions themselves stay fully typed.
 */
export type DynamicDatabase = Record<string, Record<string, unknown>>;

export const dynamic = <D>(db: Kysely<D>): Kysely<DynamicDatabase> => db as unknown as Kysely<DynamicDatabase>;
