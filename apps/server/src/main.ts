// Entry point of `npm start` and `npm run serve`. React and React Router choose their development or
// production build from NODE_ENV when they are first loaded, so it is settled here,
// before anything imports them (the config's default is production too).
process.env.NODE_ENV ??= 'production';
// `npm start` (the README's "open the shop on a fresh machine") passes --demo: a demo shop
// on local stand-ins unless DEMO_SHOP says otherwise. `npm run serve` does not, so a
// deployment missing a provider refuses to start (docs/decisions/0021).
if (process.argv.includes('--demo')) process.env.DEMO_SHOP ??= 'true';
try {
  await import('./start.ts');
} catch (error) {
  // A configuration the shop refuses is the operator's to fix: say what, without a stack.
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error;
  console.error(`The shop did not start.\n${error.message.replace(/; /g, '\n  ')}`);
  process.exit(1);
}
export {};
