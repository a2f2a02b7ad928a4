import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  basename: '/eshop/',
  ssr: true,
} satisfies Config;
