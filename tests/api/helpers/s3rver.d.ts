// s3rver ships no types; only what the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type S3rverOptions = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string; configs?: unknown[] }>;
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
