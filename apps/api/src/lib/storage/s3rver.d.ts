/** The few parts of s3rver (20minutes' maintained fork of the S3-compatible server, used by the storage tests) we call. */
declare module '@20minutes/s3rver' {
  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
