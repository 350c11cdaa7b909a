// The studio's subscription plans. Each covers a subset of the monetized items, so the cart's
// "this plan does not include the video" notice and items without any plan both occur.
import type { Db } from "../db/client";
import { planItems, plans } from "../db/schema";
import { runInBatches } from "./batch";
import type { SeededCategory } from "./categories";
import type { PlannedItem } from "./catalogue";
import { uuidFor } from "./random";

type PlanDef = {
  slug: string;
  name: string;
  fr: string;
  amount: number;
  interval: "month" | "year";
  perks: [string, string];
  includes: (item: PlannedItem, rootSlugs: string[]) => boolean;
};

const PLANS: PlanDef[] = [
  {
    slug: "monthly-pass",
    name: "Monthly pass",
    fr: "Pass mensuel",
    amount: 900,
    interval: "month",
    perks: ["Most of the paid catalogue, for one month.", "La plus grande partie du catalogue payant, pendant un mois."],
    includes: (item) => item.n % 5 !== 0,
  },
  {
    slug: "annual-pass",
    name: "Annual pass",
    fr: "Pass annuel",
    amount: 9000,
    interval: "year",
    perks: ["Most of the paid catalogue, for a whole year.", "La plus grande partie du catalogue payant, pendant une année."],
    includes: (item) => item.n % 10 !== 0,
  },
  {
    slug: "documentaries-monthly",
    name: "Documentaries – monthly",
    fr: "Documentaires – mensuel",
    amount: 500,
    interval: "month",
    perks: ["Documentaries and short films only.", "Documentaires et courts métrages uniquement."],
    includes: (_item, roots) => roots.includes("documentaries") || roots.includes("short-films"),
  },
  {
    slug: "learning-yearly",
    name: "Learning – yearly",
    fr: "Apprentissage – annuel",
    amount: 6000,
    interval: "year",
    perks: ["Lectures and workshops only.", "Conférences et ateliers uniquement."],
    includes: (_item, roots) => roots.includes("lectures") || roots.includes("workshops"),
  },
];

const describe = (perk: string, note: string, streaming: string) => `<p>${perk}</p><ul><li>${note}</li><li>${streaming}</li></ul>`;

export async function seedPlans(
  db: Db,
  websiteId: number,
  planned: PlannedItem[],
  itemIds: Map<string, number>,
  categories: SeededCategory[],
): Promise<number> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const slugByUid = new Map(categories.map((category) => [category.uid, category.slug]));
  const rootsOf = (item: PlannedItem) => item.categoryIds.map((id) => slugByUid.get(byId.get(id)?.rootUid ?? "") ?? "").filter(Boolean);
  const inserted = await db
    .insert(plans)
    .values(
      PLANS.map((plan, position) => ({
        uid: uuidFor(`studio:plan:${plan.slug}`),
        websiteId,
        name: plan.name,
        amount: plan.amount,
        interval: plan.interval,
        description: describe(plan.perks[0], "Cancel at any time (placeholder terms).", "HD streaming"),
        i18n: {
          fr: { name: plan.fr, description: describe(plan.perks[1], "Résiliable à tout moment (conditions fictives).", "Streaming HD") },
        },
        thumbnail: `/demo/plans/${plan.slug}.svg`,
        position,
      })),
    )
    .returning({ id: plans.id });
  const links = PLANS.flatMap((plan, index) =>
    planned
      .filter((item) => item.monetized && plan.includes(item, rootsOf(item)))
      .map((item) => ({ planId: inserted[index]?.id ?? 0, itemId: itemIds.get(item.uid) ?? 0 })),
  );
  await runInBatches(links, 3000, (slice) => db.insert(planItems).values(slice));
  return PLANS.length;
}

/** Plan slugs, for the image generator. */
export const PLAN_SLUGS = PLANS.map((plan) => plan.slug);
