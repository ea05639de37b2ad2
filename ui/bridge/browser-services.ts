/** The browser's composition root, as ui/entry.client.tsx starts it. */
export { createBrowserServices } from '../../infrastructure/container/browser-root';
