import type { Config } from '@react-router/dev/config';

// The React web adapter lives in ui/; the server build and the fingerprinted client assets go to build/.
export default {
  appDirectory: 'ui',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
