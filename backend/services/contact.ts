// POST /contact/ – a visitor's message is stored, then mailed to the site's contact address.
import type { ContactInput } from "../../lib/api/schemas";
import type { RequestCtx } from "../context";
import { contactMessages } from "../db/schema";
import { mailText } from "./messages";

export async function submitContact({ db, mailer, site }: RequestCtx, input: ContactInput): Promise<void> {
  await db.insert(contactMessages).values({
    websiteId: site.id,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    message: input.message,
    consent: input.consent,
  });
  const to = site.contactEmail;
  if (!to) return;
  // For the organisation, in the site's default language (English); no copy goes to the sender.
  const name = `${input.first_name} ${input.last_name}`;
  await mailer.send(db, {
    websiteId: site.id,
    to,
    replyTo: input.email,
    ...mailText("contact", "en", { site: site.name, name, email: input.email, message: input.message }),
  });
}
