// Types of find-chrome.mjs for the TypeScript that imports it (playwright.config.ts).
export declare const CHROME_NOT_FOUND: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChrome(env?: NodeJS.ProcessEnv): { path: string; source: string } | { error: string };
