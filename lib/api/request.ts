// One request function for spec §7's rules; every call of the app goes through it.
import type { z } from "zod";
import { ServerError, TransportError } from "./errors";
import { buildUrl, type Query } from "./query";
import type { ShapeSchemas } from "./shape-schemas";
import type { Shape } from "./shapes";

export const API_BASE_PATH = "/api/public/websites/v1";

/** A fetch-shaped function: global fetch, or the built-in backend's `app.fetch`. */
export type FetchLike = (request: Request) => Promise<Response>;

export type RequestOptions = {
  method?: string;
  query?: Query;
  /** JSON body: sent with a JSON content type, POST unless a method is given. */
  json?: unknown;
  /** Form body: multipart POST. */
  form?: FormData;
  /** Raw body: binary POST. */
  raw?: Blob | ArrayBuffer | Uint8Array;
  headers?: HeadersInit;
  signal?: AbortSignal;
};

export type ApiClientConfig = {
  /** Absolute origin + base path on the server (e.g. http://x/api/public/websites/v1), or the base path in the browser. */
  baseUrl: string;
  fetch: FetchLike;
  /** Headers added to every request (Host, Authorization, Accept-Language…). */
  headers?: HeadersInit;
  /**
   * The schemas of named answers (lib/api/shape-schemas.ts): the server's clients parse with them.
   * The browser's client has none and takes its own BFF's JSON as typed, so it never loads zod.
   */
  schemas?: ShapeSchemas;
};

/** What an answer is parsed with: a zod schema, or the name of one (lib/api/shapes.ts). */
export type AnswerShape<T> = z.ZodType<T> | Shape<T>;

export type ApiClient = {
  request<T = unknown>(path: string, options?: RequestOptions, shape?: AnswerShape<T>): Promise<T>;
};

function bodyOf(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: "application/json" };
  if (options.form) return { body: options.form };
  if (options.raw) {
    const raw = options.raw instanceof Uint8Array ? new Blob([options.raw as Uint8Array<ArrayBuffer>]) : options.raw;
    return { body: raw, contentType: "application/octet-stream" };
  }
  return {};
}

/** Parses a response by its content type: JSON, text, or binary. */
export async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.startsWith("text/") || type.includes("html") || type.includes("xml")) return response.text();
  return response.arrayBuffer();
}

function parseAnswer<T>(data: unknown, shape: AnswerShape<T> | undefined, schemas: ShapeSchemas | undefined): T {
  if (!shape) return data as T;
  if ("parse" in shape) return shape.parse(data);
  const schema = schemas?.[shape.name];
  return (schema ? schema.parse(data) : data) as T;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  return {
    async request<T>(path: string, options: RequestOptions = {}, shape?: AnswerShape<T>): Promise<T> {
      const { body, contentType } = bodyOf(options);
      const headers = new Headers(config.headers);
      new Headers(options.headers).forEach((value, key) => headers.set(key, value));
      if (contentType) headers.set("content-type", contentType);
      const method = options.method ?? (body !== undefined ? "POST" : "GET");
      const url = buildUrl(config.baseUrl, path, options.query);

      let response: Response;
      try {
        response = await config.fetch(new Request(url, { method, headers, body, signal: options.signal }));
      } catch (cause) {
        throw new TransportError(cause);
      }
      let data: unknown;
      try {
        data = await parseBody(response);
      } catch (cause) {
        throw new TransportError(cause);
      }
      if (!response.ok) throw ServerError.fromBody(response.status, data);
      return parseAnswer(data, shape, config.schemas);
    },
  };
}
