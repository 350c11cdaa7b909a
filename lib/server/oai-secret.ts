import "server-only";
// What signs OAI-PMH resumption tokens (lib/oai/token.ts): the app secret, as the built-in
// backend holds it (APP_SECRET, else the one kept in DATA_DIR); with an existing backend
// (API_UPSTREAM_URL), the same APP_SECRET or DATA_DIR of this app. Every instance of a deployment
// shares it, so a harvest may continue on any of them.
import { processBackend } from "../../backend/instance-holder";
import { getAppSecret } from "../../backend/services/app-secret";
import { env } from "../env";

let kept: Promise<string> | undefined;

export function oaiSecret(): Promise<string> {
  if (!env.API_UPSTREAM_URL) return processBackend().then((backend) => backend.deps.secret);
  kept ??= getAppSecret(env.DATA_DIR).catch((error: unknown) => {
    kept = undefined;
    throw error;
  });
  return kept;
}
