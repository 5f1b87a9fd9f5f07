export * from './applicationsSlice';
export * from './appearanceSlice';
export * from './dashboardSlice';
export * from './userContext';
export * from './bootstrap';
export * from './hooks';
