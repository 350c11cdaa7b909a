// POST /contact/ – a visitor's message is stored, then mailed to the site's contact address.
import type { ContactInput } from "../../lib/api/schemas";
import type { BackendDeps, Website } from "../context";
import { contactMessages } from "../db/schema";

export async function submitContact(deps: BackendDeps, site: Website, input: ContactInput): Promise<void> {
  await deps.db.insert(contactMessages).values({
    websiteId: site.id,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    message: input.message,
    consent: input.consent,
  });
  const to = site.contactEmail;
  if (!to) return;
  await deps.mailer.send(deps.db, {
    websiteId: site.id,
    to,
    replyTo: input.email,
    subject: `[${site.name}] Contact: ${input.first_name} ${input.last_name}`,
    text: `From: ${input.first_name} ${input.last_name} <${input.email}>\n\n${input.message}\n`,
  });
}
