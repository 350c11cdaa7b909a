// What a member needs to judge a request: the requester's e-mail, profile, reason for research and
// the rest of what they told us at registration (phone, country, institution…).
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { AdminRequest } from "@/lib/api/admin";
import { PROFILES } from "@/lib/api/schemas";
import { formatCalendarDate } from "@/lib/format-account";

type Requester = AdminRequest["requester"];
type Props = { requester: Requester; fieldNames: ReadonlyMap<string, string> };

/** Registration answers with a label of their own, in the order of the registration form. */
const KNOWN_FIELDS = ["phone", "birthdate", "nationality", "address", "zipcode", "city", "country"] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const SHOWN_APART = new Set(["profile", "reason-for-research"]);

const isKnown = (key: string): key is KnownField => (KNOWN_FIELDS as readonly string[]).includes(key);
const isProfile = (value: string): value is (typeof PROFILES)[number] => (PROFILES as readonly string[]).includes(value);

export function RequesterDetails({ requester, fieldNames }: Props) {
  const t = useTranslations("admin");
  const locale = useLocale();

  const others = Object.entries(requester.custom)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value.trim() !== "")
    .sort(([a], [b]) => rank(a, fieldNames) - rank(b, fieldNames));
  const labelOf = (key: string) => (isKnown(key) ? t(`fields.${key}`) : (fieldNames.get(key) ?? key));
  const profile = requester.profile;

  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <Entry label={t("requests.email")}>
        <a href={`mailto:${requester.email}`} className="break-all text-primary-text underline">
          {requester.email}
        </a>
      </Entry>
      <Entry label={t("requests.profile")}>
        {profile ? isProfile(profile) ? t(`profiles.${profile}`) : profile : <span className="text-muted">{t("requests.notGiven")}</span>}
      </Entry>
      <Entry label={t("requests.reason")}>
        {requester.reason_for_research ? (
          <span className="whitespace-pre-line">{requester.reason_for_research}</span>
        ) : (
          <span className="text-muted">{t("requests.notGiven")}</span>
        )}
      </Entry>
      {others.map(([key, value]) => (
        <Entry key={key} label={labelOf(key)}>
          {key === "birthdate" ? formatCalendarDate(value, locale) : <span className="whitespace-pre-line">{value}</span>}
        </Entry>
      ))}
    </dl>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="mb-1 break-words sm:mb-0">{children}</dd>
    </div>
  );
}

/** Registration fields first, then the site's custom fields in their order, then anything else. */
function rank(key: string, fieldNames: ReadonlyMap<string, string>): number {
  if (isKnown(key)) return KNOWN_FIELDS.indexOf(key);
  const position = [...fieldNames.keys()].indexOf(key);
  return position >= 0 ? 100 + position : 1000;
}
