// Entry point of `npm start`. React and React Router choose their development or
// production build from NODE_ENV when they are first loaded, so it is settled here,
// before anything imports them (the config's default is production too).
process.env.NODE_ENV ??= 'production';
await import('./start.ts');
export {};
