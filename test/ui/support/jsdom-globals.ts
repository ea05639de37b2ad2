import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Browser globals jest's jsdom environment leaves out but every real browser has (react-router encodes
 * with TextEncoder). Import this first in a jsdom test: ES modules evaluate in import order.
 */
const globals = globalThis as Record<string, unknown>;
globals.TextEncoder ??= TextEncoder;
globals.TextDecoder ??= TextDecoder;
