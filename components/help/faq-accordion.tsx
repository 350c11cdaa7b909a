// The FAQ of spec §2: groups of native <details> questions, so it works without JavaScript; a site
// that sells access gets a fourth group about buying and subscriptions.
import { mdiChevronDown } from "@mdi/js";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { HelpProfile } from "@/lib/help/profile";
import { helpRichTags } from "./rich-tags";

// Full message paths under `faq`, so every t() key below is checked against en.json. The groups and
// answers follow the site's profile: buying on a site that sells access, access requests only where
// personal accounts can send them, and the sign-in answers of its sign-in method.
function faqGroups({ paid, signIn, registration, requests }: HelpProfile) {
  const video = {
    id: "video",
    title: "groups.video",
    questions: [
      paid ? "video.whatIsChannel" : "video.whatIs",
      "video.recording",
      "video.languages",
      "video.subtitles",
      paid ? "video.accessPaid" : requests ? "video.access" : "video.accessSignIn",
      "video.download",
    ],
  } as const;
  const buying = {
    id: "buying",
    title: "groups.buying",
    questions: [
      "buying.buy",
      "buying.period",
      "buying.downloads",
      "buying.subscriptions",
      "buying.cancel",
      "buying.myList",
      "buying.receipt",
      "buying.refund",
    ],
  } as const;
  const account = {
    id: "account",
    title: "groups.account",
    questions: [
      registration ? "account.create" : "account.createInvitation",
      "account.who",
      "account.howMany",
      "account.after",
      "account.duration",
      "account.myList",
      "account.password",
    ],
  } as const;
  const sitePassword = {
    id: "account",
    title: "groups.signIn",
    questions: ["account.sitePassword", "account.noAccount", "account.sitePasswordLost"],
  } as const;
  const search = {
    id: "search",
    title: "groups.search",
    questions: [
      "search.words",
      "search.languages",
      "search.order",
      "search.categories",
      "search.spelling",
      requests ? "search.noResults" : paid ? "search.noResultsPaid" : "search.noResultsBasic",
    ],
  } as const;
  const signInGroup = signIn === "users" ? [account] : signIn === "password" ? [sitePassword] : [];
  return [video, ...(paid ? [buying] : []), ...signInGroup, search];
}

type Props = { siteName: string; siteUrl: string; profile: HelpProfile };

export function FaqAccordion({ siteName, siteUrl, profile }: Props) {
  const t = useTranslations("faq");
  const values = { siteName, siteUrl, ...helpRichTags };

  return (
    <div className="space-y-12">
      {faqGroups(profile).map((group) => (
        <section key={group.id} id={`faq-${group.id}`} aria-labelledby={`faq-${group.id}-title`} className="scroll-mt-24">
          <h2 id={`faq-${group.id}-title`} className="mb-4 text-2xl font-normal">
            {t(group.title)}
          </h2>
          <div className="divide-y divide-muted/25 overflow-hidden rounded-lg border border-muted/30 bg-surface">
            {group.questions.map((question) => (
              <details key={question} id={`faq-${question.replace(".", "-")}`} className="group scroll-mt-24">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-medium hover:bg-on-surface/5 [&::-webkit-details-marker]:hidden">
                  <span>{t(`${question}.question`)}</span>
                  <Icon path={mdiChevronDown} size={22} className="text-muted transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-4 pb-5 leading-relaxed">
                  <p>{t.rich(`${question}.answer`, values)}</p>
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
