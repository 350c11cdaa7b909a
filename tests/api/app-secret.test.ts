// The media-link secret survives a restart: kept in DATA_DIR unless APP_SECRET is set.
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBackend } from "@/backend/instance";
import { APP_SECRET_FILE, getAppSecret } from "@/backend/services/app-secret";

let root: string;
let n = 0;
/** A fresh, not yet existing DATA_DIR per test. */
const freshDir = () => path.join(root, `data-${++n}`);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "app-secret-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("getAppSecret", () => {
  it("first call creates <dataDir>/app-secret (32 random bytes, hex, mode 0600); the next returns the same", async () => {
    const dir = freshDir();
    const first = await getAppSecret(dir, undefined);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, APP_SECRET_FILE);
    expect({ content: await readFile(file, "utf8"), mode: (await stat(file)).mode & 0o777 }).toEqual({ content: first, mode: 0o600 });
    expect(await getAppSecret(dir, undefined)).toBe(first);
  });

  it("two directories get two different secrets", async () => {
    expect(await getAppSecret(freshDir(), undefined)).not.toBe(await getAppSecret(freshDir(), undefined));
  });

  it("callers racing on a new directory all get the one secret that was stored", async () => {
    const dir = freshDir();
    const secrets = await Promise.all(Array.from({ length: 10 }, () => getAppSecret(dir, undefined)));
    expect(new Set(secrets).size).toBe(1);
    expect(await readFile(path.join(dir, APP_SECRET_FILE), "utf8")).toBe(secrets[0]);
  });

  it.each([
    {
      name: "APP_SECRET wins over the stored secret and leaves the file alone",
      env: "from-the-environment",
      expected: "from-the-environment",
    },
    { name: "an empty APP_SECRET counts as unset", env: "", expected: "stored" },
  ])("$name", async ({ env, expected }) => {
    const dir = freshDir();
    const stored = await getAppSecret(dir, undefined);
    expect(await getAppSecret(dir, env)).toBe(expected === "stored" ? stored : expected);
    expect(await readFile(path.join(dir, APP_SECRET_FILE), "utf8")).toBe(stored);
  });

  it("APP_SECRET set: no file is written", async () => {
    const dir = freshDir();
    expect(await getAppSecret(dir, "from-the-environment")).toBe("from-the-environment");
    await expect(stat(path.join(dir, APP_SECRET_FILE))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("a stored file too short to be a secret is an error, not a weak key", async () => {
    const dir = freshDir();
    await getAppSecret(dir, undefined);
    await writeFile(path.join(dir, APP_SECRET_FILE), "short");
    await expect(getAppSecret(dir, undefined)).rejects.toThrow(/no usable secret/);
  });
});

describe("startBackend", () => {
  it("without APP_SECRET, signs with the secret stored in DATA_DIR (so links outlive a restart)", async () => {
    const dir = freshDir();
    const saved = process.env.APP_SECRET;
    delete process.env.APP_SECRET;
    try {
      const backend = await startBackend({ dataDir: dir, seed: false });
      await backend.handle.close();
      expect(await readFile(path.join(dir, APP_SECRET_FILE), "utf8")).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      if (saved !== undefined) process.env.APP_SECRET = saved;
    }
  });
});
