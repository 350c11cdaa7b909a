// Two Jest projects: `unit` (jsdom, Testing Library) and `api` (node, the backend on PGlite or PostgreSQL).
// This is .mjs, not .ts: package.json is ESM and Jest needs ts-node to read a TypeScript config.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only packages that must go through SWC like our own code (Jest runs CommonJS).
const ESM_PACKAGES = ["next-intl", "use-intl", "icu-minify", "intl-messageformat", "@formatjs", "@schummar"];
// PGlite's CommonJS build loads Node built-ins with `import()`, which Jest's VM refuses without
// --experimental-vm-modules; SWC turns those into `require()`.
const PGLITE_CJS = "^.+[\\\\/]@electric-sql[\\\\/]pglite[\\\\/]dist[\\\\/].+\\.cjs$";
const transformIgnorePatterns = [
  `/node_modules/(?!(${[...ESM_PACKAGES, "@electric-sql/pglite"].join("|")})/)`,
  "^.+\\.module\\.(css|sass|scss)$",
];

const moduleNameMapper = {
  "^server-only$": "<rootDir>/node_modules/next/dist/build/jest/__mocks__/empty.js",
  "^client-only$": "<rootDir>/node_modules/next/dist/build/jest/__mocks__/empty.js",
  "^@/(.*)$": "<rootDir>/$1",
};

/** @type {import('jest').Config[]} */
const projects = [
  {
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
    setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
    moduleNameMapper,
  },
  {
    displayName: "api",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/api/setup.ts"],
    moduleNameMapper,
  },
];

/** next/jest builds one config per call; each project needs its own (SWC transform, mocks, env). */
async function buildProject(project) {
  const config = await createJestConfig(project)();
  const swc = Object.values(config.transform ?? {})[0];
  return {
    ...config,
    transform: { [PGLITE_CJS]: swc, ...config.transform },
    // next/jest only lets us append to transformIgnorePatterns; its own `/node_modules/` would win.
    transformIgnorePatterns,
  };
}

/** @type {import('jest').Config} */
export default async function jestConfig() {
  return {
    projects: await Promise.all(projects.map(buildProject)),
    // Jest reads testTimeout here only (a project's own value is ignored). An API test seeds a site
    // and a form is typed key by key: on a loaded 2-core machine either takes seconds, and Jest's
    // 5 s failed them for no fault.
    testTimeout: 60_000,
    // A worker that ran half the API files ends with 0.5–0.7 GB of heap, mostly garbage of each
    // file's modules (one file run eight times over in one worker, with GC forced between runs,
    // stayed at 88 MB). Its exit event fired 3–17 ms after Jest asked it to end, with no timer or
    // socket left, but on a 2-core machine the process took 780–965 ms to be gone: past Jest's
    // default 500 ms, so Jest killed it and printed "A worker process has failed to exit
    // gracefully". A handle left open would still be caught, 3 s later.
    workerGracefulExitTimeout: 3000,
  };
}
