// Vary on an answer about to be sent: the framework sets its own names, and the edge adds the
// ones it answers by (Host, Accept-Encoding).
import type { ServerResponse } from "node:http";

/** Adds `name` to the answer's Vary, unless it is there already or Vary is "*". */
export function addVary(res: ServerResponse, name: string): void {
  const vary = [res.getHeader("vary") ?? []].flat().join(", ");
  if (vary.split(",").some((part) => part.trim() === "*" || part.trim().toLowerCase() === name.toLowerCase())) return;
  res.setHeader("vary", vary ? `${vary}, ${name}` : name);
}
