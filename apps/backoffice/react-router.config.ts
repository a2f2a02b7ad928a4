import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BACKOFFICE_BUILD_OUT lets parallel work build elsewhere (the server reads BACKOFFICE_BUILD_DIR).
  buildDirectory: process.env.BACKOFFICE_BUILD_OUT ?? 'build',
  // No trailing slash: with '/backoffice/' the client could not match the home page at /backoffice.
  basename: '/backoffice',
  ssr: true,
} satisfies Config;
