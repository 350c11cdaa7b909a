// Runs before every API test file. Jest ignores a project's `testTimeout` (only the global one
// reaches jest-circus), so the API project sets its own: a fresh database is migrated and seeded per file.
jest.setTimeout(60_000);
