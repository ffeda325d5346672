// The one list drizzle-kit and the database client read; features add their files here.
export * from './tenants';
export * from './auth';
export * from './notifications';
export * from './audit';
export * from './permissions';
export * from './references';
export * from './inspections';
export * from './installers';
export * from './settings';
export * from './defects';
export * from './followups';
export * from './schedule';
export * from './projects';
export * from './payments';
export * from './reports';
export * from './document-reviews';
export * from './dashboard';
