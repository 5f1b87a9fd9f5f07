export * from './locales';
export * from './paths';
export * from './translate';
export * from './filters';
export * from './messages';
export * from './detect';
