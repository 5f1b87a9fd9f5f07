/** Request body schemas of the platform API, one file per family; see common.ts and limits.ts. */
export * from './common';
export * from './limits';
export * from './companies';
export * from './users';
export * from './tenants';
export * from './catalogue';
export * from './configuration';
export * from './templates';
export * from './contracts';
export * from './files';
export * from './items';
export * from './items-contracts';
export * from './answers';
