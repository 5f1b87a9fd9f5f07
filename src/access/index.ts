export * from './menu';
export * from './roles';
export * from './rules';
