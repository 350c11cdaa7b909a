// The zod schema of each named answer (lib/api/shapes.ts). Only the server's clients are given this
// map, so the server parses every answer as before while the browser never loads zod for it.
import { z } from "zod";
import {
  buyerSchema,
  checkoutResponseSchema,
  checkoutSessionSchema,
  orderListSchema,
  orderSchema,
  planListSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from "./billing-schemas";
import { mediaDetailSchema, playerItemSchema } from "./player-schemas";
import {
  accessEntrySchema,
  accessRenewalSchema,
  categorySchema,
  fileSchema,
  invitationSchema,
  itemSchema,
  onDemandCreatedSchema,
  pageOf,
  pageSchema,
  websiteSettingsSchema,
} from "./schemas";
import type { ShapeName, ShapeTypes } from "./shapes";

export type ShapeSchemas = { readonly [K in ShapeName]: z.ZodType<ShapeTypes[K]> };

export const SHAPE_SCHEMAS: ShapeSchemas = {
  website: websiteSettingsSchema,
  categoryList: z.union([z.array(categorySchema), pageOf(categorySchema)]),
  category: categorySchema,
  itemPage: pageOf(itemSchema),
  item: itemSchema,
  fileList: z.array(fileSchema),
  page: pageSchema,
  invitation: invitationSchema,
  onDemandCreated: onDemandCreatedSchema,
  accessPage: pageOf(accessEntrySchema),
  accessRenewal: accessRenewalSchema,
  planList: planListSchema,
  checkoutResponse: checkoutResponseSchema,
  checkoutSession: checkoutSessionSchema,
  subscriptionList: subscriptionListSchema,
  subscription: subscriptionSchema,
  orderList: orderListSchema,
  order: orderSchema,
  buyer: buyerSchema,
  mediaDetail: mediaDetailSchema,
  playerItem: playerItemSchema,
};
