// What every request handler and service of the backend works with: one context, built once per
// request by the site middleware (backend/http/site-context.ts) and handed to the handlers by the
// route wrapper (backend/http/endpoint.ts). Services take `(ctx, input)`.
import type { PaymentProvider } from "./adapters/payments/types";
import type { Db } from "./db/client";
import type { websites } from "./db/schema";
import type { Locale } from "./services/i18n";
import type { Mailer } from "./services/mail";
import type { UserRow, Viewer } from "./services/sessions";

export type Website = typeof websites.$inferSelect;

/** What the process opens once and every request shares. */
export type BackendDeps = {
  db: Db;
  mailer: Mailer;
  /** Where media files and generated images live. */
  dataDir: string;
  /** Secret used to sign media URLs. */
  secret: string;
  /** Who takes payments: Stripe, or the built-in test checkout. */
  payments: PaymentProvider;
};

/** One request: the process's deps plus who asks, on which site, in which language. */
export type RequestCtx = BackendDeps & {
  site: Website;
  locale: Locale;
  /** The caller's session, or null for an anonymous one. */
  viewer: Viewer | null;
  /**
   * On a shared-password site that sells, the buyer this browser holds (X-Buyer-Token) while the
   * viewer is the shared account; null otherwise. Purchases are theirs (services/billing/purchaser.ts).
   */
  buyer: BuyerIdentity | null;
  /** The host the caller asked for, as the front proxy names it (links in e-mails). */
  host: string;
  /** The caller's address as the front proxy reports it (rate limits). */
  ip: string;
};

/** A buyer's session: `verified` false when made by a checkout (it sees that browser's purchases only). */
export type BuyerIdentity = { sessionId: number; user: UserRow; verified: boolean };

/** A session with an account behind it (not an anonymous session). */
export type SignedInViewer = Viewer & { user: UserRow };

/** A request whose caller is signed in: what the wrapper hands to `auth: "viewer"` handlers. */
export type SignedInCtx = RequestCtx & { viewer: SignedInViewer };

/**
 * What the Next.js app passes as `app.fetch(request, env)` (undefined when it passes nothing). A
 * browser cannot set it: only the app's own server-side renders pass `{ internal: true }`, so only
 * they may read a forced-login site without a session, for the app's own cached pages.
 */
export type Bindings = { internal?: boolean };

export type AppEnv = {
  Bindings: Bindings;
  Variables: { ctx: RequestCtx };
};
