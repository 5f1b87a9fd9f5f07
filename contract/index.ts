/**
 * The wire contract both programs share, by one import: the core types (core.ts) and each family's
 * items, schemas, paths and resource descriptors. Modules of contract/ import each other directly,
 * never this index, so there is no import circle.
 */
export * from './core';
export * from './companies';
export * from './catalogue';
export * from './contracts';
export * from './schemas/index';
export * from './filters';
export * from './resources';
export * from './resource-filters';
export * from './filter-params';
export * from './auth';
export * from './audit';
export * from './live';
export * from './calls';
