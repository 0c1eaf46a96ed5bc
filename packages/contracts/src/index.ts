export * from './errors';
export * from './health';
export * from './accounts';
export * from './password-reset';
export * from './profile';
export * from './quiz';
