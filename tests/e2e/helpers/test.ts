// The e2e suite's `test` and `expect`: Playwright's own, kept under one import for the specs.
export * from "@playwright/test";
