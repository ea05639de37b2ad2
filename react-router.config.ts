import type { Config } from '@react-router/dev/config';

// The React web adapter lives in ui/; the server build and the fingerprinted client assets go to build/.
export default {
  appDirectory: 'ui',
  buildDirectory: 'build',
  ssr: true,
  // React Router v7's behaviour, said explicitly (each unset flag prints a warning on every build).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
