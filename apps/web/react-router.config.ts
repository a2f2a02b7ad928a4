import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_OUT lets parallel work build elsewhere (the server reads WEB_BUILD_DIR).
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  basename: '/eshop/',
  ssr: true,
} satisfies Config;
