// In the browser, zod must not probe for `new Function` (its fast path): the pages' policy forbids
// eval, and every probe is reported as a policy violation. zod decides when a schema is built, not
// when it parses, so every module that builds schemas and may run in the browser imports this one
// first. (Public pages load no zod at all: lib/api/shapes.ts.)
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
