"use client";
// My List (spec §2, §6): the signed-in user's items, grouped by where their access stands. The page
// reads the list on the server and gives it here (`initial`), so it is in the first answer; the
// browser keeps it current. A visitor whose session ends meanwhile is sent to the login page, which
// brings them back here — with an expiry reminder's `?renew=…`, which then opens the renewal
// confirmation for those items. The confirmation's code (Radix's dialog) is fetched when it first
// opens, not with the page.
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ServerError } from "@/lib/api/errors";
import type { AccessEntry, AccessStatus } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { AccessCard } from "./access-card";
import { myListPath, parseRenewParam } from "./renewal-state";
import { useMyList } from "./use-my-list";
import { useRenewal } from "./use-renewal";

const RenewalDialog = dynamic(() => import("./renewal-dialog").then((module) => module.RenewalDialog), { ssr: false });

const GROUPS: AccessStatus[] = ["active", "pending", "refused", "expired", "refunded"];
const noSubscription = () => () => undefined;
/** The page's query, read in the browser (the page itself stays static); empty while rendered on the server. */
const useSearch = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );

type Props = {
  /** The list as the server read it for this visitor, and the instant it was read. */
  initial?: { entries: AccessEntry[]; now: string };
};

export function MyListView({ initial }: Props) {
  const t = useTranslations("myList");
  const router = useRouter();
  const { user } = useCurrentUser(true);
  // One "now" for the whole list, so every card counts its time left from the same instant: the
  // server's, when it drew the list, so the browser's first render matches it.
  const [now] = useState(() => (initial ? new Date(initial.now) : new Date()));
  const { data, error, isLoading, mutate } = useMyList(Boolean(user) || initial !== undefined, initial?.entries);
  const signedOut = user === null || (error instanceof ServerError && error.isAuthError);
  const linked = parseRenewParam(useSearch()).join(",");
  const renew = useRenewal();
  // The items in the renewal confirmation: a card's, else the link's until it is answered.
  const [asked, setAsked] = useState<string[] | null>(null);
  const [linkAnswered, setLinkAnswered] = useState(false);
  const dialogUids = asked ?? (linked && !linkAnswered ? linked.split(",") : null);
  const dialogWanted = useOpenedOnce(dialogUids !== null);

  useEffect(() => {
    if (signedOut) router.replace({ pathname: "/auth/login", query: { next: myListPath(linked ? linked.split(",") : []) } });
  }, [signedOut, router, linked]);

  const closeDialog = () => {
    setAsked(null);
    if (linked && !linkAnswered) {
      setLinkAnswered(true);
      // A reload must not ask again.
      router.replace("/my-list");
    }
  };

  if (signedOut || (user === undefined && !initial) || (isLoading && !data)) {
    return (
      <p role="status" className="text-muted">
        {t("loading")}
      </p>
    );
  }
  if (error || !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("error")}</p>
        <button
          type="button"
          onClick={() => void mutate()}
          className="inline-flex min-h-touch items-center rounded-md border border-primary px-4 font-medium text-primary-text hover:bg-primary/10"
        >
          {t("retry")}
        </button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md bg-surface p-6">
        <p>{t("empty")}</p>
        <Link href="/search" className="font-medium text-primary-text underline underline-offset-2 hover:no-underline">
          {t("emptyLink")}
        </Link>
      </div>
    );
  }
  const shown = GROUPS.map((status) => ({ status, entries: data.filter((entry) => entry.access_status === status) })).filter(
    (group) => group.entries.length > 0,
  );
  return (
    <div className="flex flex-col gap-10">
      {shown.map(({ status, entries }, index) => (
        <AccessGroup key={status} status={status} entries={entries} now={now} onRenew={setAsked} first={index === 0} />
      ))}
      {dialogWanted ? <RenewalDialog uids={dialogUids} entries={data} renew={renew} onClose={closeDialog} /> : null}
    </div>
  );
}

type GroupProps = {
  status: AccessStatus;
  entries: AccessEntry[];
  now: Date;
  onRenew: (uids: string[]) => void;
  /** The first group shown: its first card is the list's first. */
  first: boolean;
};

function AccessGroup({ status, entries, now, onRenew, first }: GroupProps) {
  const t = useTranslations("myList");
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-light">
        {t(`groups.${status}`)} <span className="text-base text-muted">({entries.length})</span>
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {entries.map((entry, index) => (
          <li key={entry.uid}>
            <AccessCard entry={entry} locale={locale} now={now} onRenew={onRenew} first={first && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
