// Sites whose purchases belong to an e-mail address (docs/buyers.md): the sign-in is one shared
// password and the site sells access. The cart asks for the buyer's address there, and offers
// "Already bought? Get my purchases". Apart, so the first load does not bring the drawer with it.
import type { WebsiteSettings } from "../api/schemas";

type BuyerSettings = Pick<WebsiteSettings, "auth_method"> & Partial<Pick<WebsiteSettings, "monetization_enabled">>;

export const sellsToBuyers = (settings: BuyerSettings): boolean =>
  settings.auth_method === "password" && settings.monetization_enabled === true;
