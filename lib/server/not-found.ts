import "server-only";
import { ServerError } from "../api/errors";

/**
 * A 404 from the content API means "no such thing": null. Anything else (the service down, a
 * 5xx) is an outage and must fail the render, so that no page built without its data is cached.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) return null;
    throw error;
  }
}
