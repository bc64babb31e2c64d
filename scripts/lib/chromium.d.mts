// Types of chromium.mjs, for the TypeScript that shares its flags (playwright.config.ts).
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];
