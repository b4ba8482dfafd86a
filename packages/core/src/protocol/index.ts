export * from './host-config.ts';
export * from './version.ts';
export * from './error-response.ts';
export * from './health.ts';
export * from './login.ts';
export * from './verify.ts';
export * from './cloud-user.ts';
export * from './cloud-account.ts';
