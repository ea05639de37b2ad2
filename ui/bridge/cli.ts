/** The terminal front-end's composition root, as ui/cli/main.ts starts it. */
export { openCliRoot } from '../../infrastructure/container/cli-root';
