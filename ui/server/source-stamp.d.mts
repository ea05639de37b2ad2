// Types of source-stamp.mjs (plain JavaScript, run by node without a loader) for the TypeScript that imports it.
export declare const STAMP_FILE: string;
/** The stamp of the sources in `root` (the repository). */
export declare function sourceStamp(root?: string): string;
/** Whether build/ was made from exactly these sources. */
export declare function buildIsCurrent(root?: string): boolean;
export declare function writeStamp(root?: string): void;
