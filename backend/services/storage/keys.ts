// Keys come from database rows and URLs: one that climbs out of its prefix (or its directory on
// disk) would read or overwrite another site's files, or anything the process can reach.

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "StorageKeyError";
  }
}

const MAX_KEY_LENGTH = 900;

/** Relative, `/`-separated, no empty, `.` or `..` part, no backslash or control character. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  if (key.startsWith("/") || /^[A-Za-z]:/.test(key)) return false;
  return key.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new StorageKeyError(key);
  return key;
}

/** A Content-Disposition value; non-ASCII names get an ASCII fallback plus RFC 5987 `filename*`. */
export function contentDisposition(filename: string, attachment: boolean): string {
  const type = attachment ? "attachment" : "inline";
  const plain = filename.replace(/["\\]/g, "");
  if (/^[\u0020-\u007e]*$/.test(plain)) return `${type}; filename="${plain}"`;
  const fallback = plain.replace(/[^\u0020-\u007e]/g, "_");
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
