// The one route wrapper: every handler gets the request's context, its uuid path parameters parsed
// (a malformed one is the same JSON 404 as an unknown one) and, when asked, a signed-in viewer or a
// member (401 for anonymous callers, 403 for other users) — checked here, never again in services.
import type { Context, Handler } from "hono";
import type { AppEnv, RequestCtx, SignedInCtx, SignedInViewer } from "../context";
import { uuidParam } from "./params";
import { ApiError, notFound, unauthorized } from "./errors";

type Auth = "viewer" | "member";

type Options<P extends string> = {
  auth?: Auth;
  /** Path parameters that must be uuids. */
  uuids?: readonly P[];
  /** The 404 message when one of them is not. */
  notFound?: string;
};

type Input<P extends string> = { c: Context<AppEnv>; params: Record<P, string> };
type Result = Response | Promise<Response>;

/** Members only: anonymous callers get 401, other users 403. */
export function requireMember(ctx: RequestCtx): SignedInCtx {
  const signedIn = requireViewer(ctx);
  if (signedIn.viewer.user.role !== "member") throw new ApiError(403, "permission_denied", "Members only.");
  return signedIn;
}

export function requireViewer(ctx: RequestCtx): SignedInCtx {
  if (!ctx.viewer?.user) throw unauthorized();
  return { ...ctx, viewer: ctx.viewer as SignedInViewer };
}

export function endpoint<P extends string = never>(
  options: Options<P> & { auth: Auth },
  handler: (ctx: SignedInCtx, input: Input<P>) => Result,
): Handler<AppEnv>;
export function endpoint<P extends string = never>(
  options: Options<P>,
  handler: (ctx: RequestCtx, input: Input<P>) => Result,
): Handler<AppEnv>;
export function endpoint<P extends string = never>(
  options: Options<P>,
  handler: (ctx: SignedInCtx, input: Input<P>) => Result,
): Handler<AppEnv> {
  return (c) => {
    let ctx = c.get("ctx");
    if (options.auth === "member") ctx = requireMember(ctx);
    else if (options.auth === "viewer") ctx = requireViewer(ctx);
    const params = {} as Record<P, string>;
    for (const name of options.uuids ?? []) {
      const parsed = uuidParam.safeParse(c.req.param(name));
      if (!parsed.success) throw notFound(options.notFound);
      params[name] = parsed.data;
    }
    return handler(ctx as SignedInCtx, { c, params });
  };
}
