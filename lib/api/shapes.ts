// The answers the contract's calls expect, by name. The modules the browser loads pass one of these
// names instead of a zod schema: the server's client looks the schema up and parses the answer
// (lib/api/shape-schemas.ts), the browser's client, which only talks to our own BFF, takes the JSON
// as typed — so public pages never download zod. Only types are imported here.
import type { Buyer, CheckoutResponse, CheckoutSession, Order, Plan, Subscription } from "./billing-schemas";
import type { MediaDetail, PlayerItem } from "./player-schemas";
import type {
  AccessEntry,
  AccessRenewal,
  Category,
  Invitation,
  Item,
  MediaFile,
  OnDemandCreated,
  Page,
  Paginated,
  WebsiteSettings,
} from "./schemas";

type List<T> = { count: number; results: T[] };

/** Each name with the type of the answer it stands for. */
export type ShapeTypes = {
  website: WebsiteSettings;
  /** GET /categories/ answers a list or a page. */
  categoryList: Category[] | Paginated<Category>;
  category: Category;
  itemPage: Paginated<Item>;
  item: Item;
  fileList: MediaFile[];
  page: Page;
  invitation: Invitation;
  onDemandCreated: OnDemandCreated;
  /** GET /items/access/ – My List. */
  accessPage: Paginated<AccessEntry>;
  /** POST /items/access/renew/ */
  accessRenewal: AccessRenewal;
  /** GET /billing/plans/ answers a list or a page. */
  planList: Plan[] | List<Plan>;
  checkoutResponse: CheckoutResponse;
  checkoutSession: CheckoutSession;
  subscriptionList: List<Subscription>;
  subscription: Subscription;
  orderList: List<Order>;
  order: Order;
  buyer: Buyer;
  mediaDetail: MediaDetail;
  playerItem: PlayerItem;
};

export type ShapeName = keyof ShapeTypes;

/** A plain `{ name }`; `answer` is never set, it only carries the answer's type to `request()`. */
export type Shape<T> = { readonly name: ShapeName; readonly answer?: T };

function shape<K extends ShapeName>(name: K): Shape<ShapeTypes[K]> {
  return { name };
}

export const SHAPES = {
  website: shape("website"),
  categoryList: shape("categoryList"),
  category: shape("category"),
  itemPage: shape("itemPage"),
  item: shape("item"),
  fileList: shape("fileList"),
  page: shape("page"),
  invitation: shape("invitation"),
  onDemandCreated: shape("onDemandCreated"),
  accessPage: shape("accessPage"),
  accessRenewal: shape("accessRenewal"),
  planList: shape("planList"),
  checkoutResponse: shape("checkoutResponse"),
  checkoutSession: shape("checkoutSession"),
  subscriptionList: shape("subscriptionList"),
  subscription: shape("subscription"),
  orderList: shape("orderList"),
  order: shape("order"),
  buyer: shape("buyer"),
  mediaDetail: shape("mediaDetail"),
  playerItem: shape("playerItem"),
} satisfies { [K in ShapeName]: Shape<ShapeTypes[K]> };
