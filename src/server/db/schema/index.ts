/** The whole database schema, one file per area. */
export * from './auth';
export * from './platform';
export * from './talks';
export * from './community';
export * from './toolkit';
export * from './ai';
export * from './learning';
export * from './partners';
export * from './notifications';
export * from './search';
export * from './billing';
