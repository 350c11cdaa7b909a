// Query parameter shapes shared by the routes.
import { z } from "zod";

export const uuidList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().uuid("Enter valid uids.")).max(500));

export const booleanParam = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const intParam = (min: number, max: number) =>
  z.string().regex(/^\d+$/, "Enter a whole number.").transform(Number).pipe(z.number().int().min(min).max(max));

export const uuidParam = z.string().uuid("Enter a valid uid.");
