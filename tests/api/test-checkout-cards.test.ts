// The built-in test checkout refuses cards as Stripe does (402, Stripe's code and text in the
// buyer's language, the field at fault), keeps the session open for another try on it, and shows
// what is bought named in the page's language, whatever the language it was bought in. On the
// archive made to sell: a personal account is the buyer.
import { eq } from "drizzle-orm";
import { checkoutSessions } from "@/backend/db/schema";
import { checkoutSessionSchema } from "@/lib/api/billing-schemas";
import { itemSchema } from "@/lib/api/schemas";
import { sellArchive, type SellingArchive } from "./helpers/selling-archive";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let archive: SellingArchive;

beforeAll(async () => {
  backend = await createTestBackend({ items: 40 });
  archive = await sellArchive(backend.db);
});
afterAll(() => backend?.close());

type Reply = { status: number; body: Record<string, unknown> };
type Locale = "en" | "fr";

async function call(path: string, init: { json?: unknown; locale?: Locale } = {}): Promise<Reply> {
  const headers: Record<string, string> = { host: "localhost", "accept-language": init.locale ?? "en", ...archive.researcher };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const response = await backend.request(path, {
    method: init.json === undefined ? "GET" : "POST",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function checkout(json: unknown, locale: Locale = "en"): Promise<string> {
  const reply = await call("/billing/checkout/", { json, locale });
  expect(reply.status).toBe(201);
  return String(reply.body.checkout_session_url).slice(-36);
}

const GOOD = { card_number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
const pay = (uid: string, card: Partial<typeof GOOD> = {}, locale: Locale = "en") =>
  call(`/billing/test-checkout/${uid}/pay/`, { json: { ...GOOD, ...card }, locale });

const session = async (uid: string, locale: Locale = "en") =>
  checkoutSessionSchema.strict().parse((await call(`/billing/sessions/${uid}/`, { locale })).body);

type Refusal = [name: string, type: string, card: Partial<typeof GOOD>, field: string | null, en: string, fr: string];

const REFUSALS: Refusal[] = [
  [
    "a number failing Luhn",
    "incorrect_number",
    { card_number: "4242 4242 4242 4241" },
    "card_number",
    "Your card number is incorrect.",
    "Votre numéro de carte est incorrect.",
  ],
  [
    "a short number",
    "incorrect_number",
    { card_number: "4242 4242" },
    "card_number",
    "Your card number is incorrect.",
    "Votre numéro de carte est incorrect.",
  ],
  [
    "month 13",
    "invalid_expiry_month",
    { expiry: "13 / 34" },
    "expiry",
    "Your card's expiration month is invalid.",
    "Le mois d'expiration de votre carte n'est pas valide.",
  ],
  [
    "a past expiry",
    "invalid_expiry_year",
    { expiry: "01/2020" },
    "expiry",
    "Your card's expiration year is invalid.",
    "L'année d'expiration de votre carte n'est pas valide.",
  ],
  [
    "an unreadable year",
    "invalid_expiry_year",
    { expiry: "12/3" },
    "expiry",
    "Your card's expiration year is invalid.",
    "L'année d'expiration de votre carte n'est pas valide.",
  ],
  [
    "a two-digit code",
    "incorrect_cvc",
    { cvc: "12" },
    "cvc",
    "Your card's security code is incorrect.",
    "Le code de sécurité de votre carte est incorrect.",
  ],
  [
    "4000 0000 0000 0127",
    "incorrect_cvc",
    { card_number: "4000 0000 0000 0127" },
    "cvc",
    "Your card's security code is incorrect.",
    "Le code de sécurité de votre carte est incorrect.",
  ],
  [
    "4000 0000 0000 0002",
    "card_declined",
    { card_number: "4000 0000 0000 0002" },
    null,
    "Your card was declined.",
    "Votre carte a été refusée.",
  ],
  [
    "a valid number that is no test card",
    "card_declined",
    { card_number: "4012 8888 8888 1881" },
    null,
    "Your card was declined.",
    "Votre carte a été refusée.",
  ],
  [
    "4000 0000 0000 9995",
    "insufficient_funds",
    { card_number: "4000 0000 0000 9995" },
    null,
    "Your card has insufficient funds.",
    "Les fonds de votre carte sont insuffisants.",
  ],
  ["4000 0000 0000 0069", "expired_card", { card_number: "4000 0000 0000 0069" }, null, "Your card has expired.", "Votre carte a expiré."],
];

describe("POST /billing/test-checkout/{uid}/pay/", () => {
  let uid: string;
  let item: SellingArchive["sold"][number];
  beforeAll(async () => {
    item = archive.sold[0]!;
    uid = await checkout({ type: "prices", prices: [item.priceUid] });
  });

  it.each(REFUSALS)("%s: 402 %s, in English and in French; the session stays open", async (_name, type, card, field, en, fr) => {
    for (const [locale, text] of [
      ["en", en],
      ["fr", fr],
    ] as const) {
      const reply = await pay(uid, card, locale);
      expect(reply).toEqual({ status: 402, body: { type, message: text, ...(field ? { errors: { [field]: [text] } } : {}) } });
    }
    expect(await session(uid)).toMatchObject({ status: "open", failure: type });
  });

  it("after the refusals, the same session is paid with a good card: access, and paying again is refused", async () => {
    expect((await pay(uid, { card_number: "4000 0000 0000 0002" })).status).toBe(402);
    expect(itemSchema.parse((await call(`/items/${item.slug}/`)).body).has_access).toBe(false);
    const paid = await pay(uid, { card_number: "4242424242424242", expiry: "12/2034" });
    expect(paid.status).toBe(200);
    expect(checkoutSessionSchema.parse(paid.body)).toMatchObject({ status: "complete", failure: null });
    expect(itemSchema.parse((await call(`/items/${item.slug}/`)).body).has_access).toBe(true);
    expect((await pay(uid)).status).toBe(409);
  });

  it("the receipt goes to the address the session holds; an e-mail given with the card is ignored", async () => {
    const target = archive.sold[1]!;
    const other = await checkout({ type: "prices", prices: [target.priceUid] });
    const [row] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.uid, other));
    expect((await session(other)).buyer_email).toBe(row!.customerEmail);
    expect(row!.customerEmail).toMatch(/@/);
    const reply = await call(`/billing/test-checkout/${other}/pay/`, { json: { ...GOOD, email: "someone@example.org" } });
    expect(reply.status).toBe(200);
    const [paid] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.uid, other));
    expect(paid!.customerEmail).toBe(row!.customerEmail);
  });
});

describe("names in the page's language", () => {
  it("a session made on an English page shows French names on a French one, and back", async () => {
    const target = archive.sold[2]!;
    expect(target.nameFr).not.toBe(target.nameEn);
    const uid = await checkout({ type: "prices", prices: [target.priceUid] }, "en");
    expect((await session(uid, "en")).lines.map((line) => line.name)).toEqual([target.nameEn]);
    expect((await session(uid, "fr")).lines.map((line) => line.name)).toEqual([target.nameFr]);
    // The payment page's answer to "Pay" too.
    const paid = await pay(uid, {}, "fr");
    expect(checkoutSessionSchema.parse(paid.body).lines.map((line) => line.name)).toEqual([target.nameFr]);
  });

  it("a plan's name follows the page too", async () => {
    const uid = await checkout({ type: "subscription", subscription: archive.plan.uid }, "fr");
    expect((await session(uid, "fr")).plan?.name).toBe(archive.plan.nameFr);
    expect((await session(uid, "en")).plan?.name).toBe(archive.plan.nameEn);
  });
});
