/** @jest-environment node */
// The environment is read in one place and checked at start-up; a bad value names its variable.
import { readEnv } from "@/lib/env";

const base = { NODE_ENV: "test" } as const;

describe("readEnv", () => {
  it("has a default for everything optional", () => {
    expect(readEnv(base)).toMatchObject({
      DATA_DIR: ".data",
      MAIL_FROM: "no-reply@localhost",
      DATABASE_POOL_SIZE: 10,
      COOKIE_SECURE: "true",
      PORT: 3000,
    });
    expect(readEnv(base).APP_SECRET).toBeUndefined();
    expect(readEnv({ ...base, APP_SECRET: "" }).APP_SECRET).toBeUndefined();
  });

  it.each([
    ["APP_SECRET", "short"],
    ["DATABASE_POOL_SIZE", "0"],
    ["COOKIE_SECURE", "maybe"],
    ["PORT", "http"],
    ["DATABASE_URL", "not a url"],
    ["MAX_BODY_BYTES", "-5"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(() => readEnv({ ...base, [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("requires APP_SECRET in production with DATABASE_URL, and only there", () => {
    const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/app" };
    expect(() => readEnv({ NODE_ENV: "production", ...postgres })).toThrow(/APP_SECRET: required in production with DATABASE_URL/);
    expect(readEnv({ NODE_ENV: "production", ...postgres, APP_SECRET: "0123456789abcdef" }).APP_SECRET).toBe("0123456789abcdef");
    expect(readEnv({ NODE_ENV: "production" }).APP_SECRET).toBeUndefined();
    expect(readEnv({ ...base, ...postgres }).APP_SECRET).toBeUndefined();
  });
});
