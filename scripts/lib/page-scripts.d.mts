// Types of page-scripts.mjs for the TypeScript that imports it (its unit test).
export declare function scriptsNamedBy(html: string): Set<string>;
