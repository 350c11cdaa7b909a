import { readEnv } from "@/lib/env";
import { mediaOrigin } from "@/lib/media-origin";
import { allowMediaFrom, contentSecurityPolicy } from "@/lib/security-headers";

const envOf = (vars: Record<string, string>) => readEnv({ NODE_ENV: "test", ...vars });
const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };

describe("mediaOrigin", () => {
  it("is undefined while the site serves media itself", () => {
    expect(mediaOrigin(envOf({}))).toBeUndefined();
  });

  it("is the public address of the bucket's service when there is one, else its endpoint", () => {
    expect(mediaOrigin(envOf({ S3_BUCKET: "m", S3_ENDPOINT: "http://minio:9000/", ...keys }))).toBe("http://minio:9000");
    expect(
      mediaOrigin(envOf({ S3_BUCKET: "m", S3_ENDPOINT: "http://minio:9000", S3_PUBLIC_URL: "https://media.example.org/x", ...keys })),
    ).toBe("https://media.example.org");
  });

  it("on AWS, the bucket's own host name, or the region's with path style", () => {
    expect(mediaOrigin(envOf({ S3_BUCKET: "media", S3_REGION: "eu-west-3" }))).toBe("https://media.s3.eu-west-3.amazonaws.com");
    expect(mediaOrigin(envOf({ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "1" }))).toBe("https://s3.us-east-1.amazonaws.com");
  });
});

describe("allowMediaFrom", () => {
  const policy = contentSecurityPolicy({ dev: false, framable: false });

  it("adds the origin to media-src only", () => {
    const widened = allowMediaFrom(policy, "https://media.example.org");
    expect(widened).toContain("media-src 'self' blob: https://media.example.org;");
    expect(widened.replace(" https://media.example.org", "")).toBe(policy);
  });

  it("keeps upgrade-insecure-requests for an https bucket, drops it for a plain-http one", () => {
    expect(policy).toContain("upgrade-insecure-requests");
    expect(allowMediaFrom(policy, "https://media.example.org")).toContain("upgrade-insecure-requests");
    const local = allowMediaFrom(policy, "http://127.0.0.1:9000");
    expect(local).toContain("media-src 'self' blob: http://127.0.0.1:9000");
    expect(local).not.toContain("upgrade-insecure-requests");
  });

  it("leaves the policy alone without an origin", () => {
    expect(allowMediaFrom(policy, undefined)).toBe(policy);
  });
});
