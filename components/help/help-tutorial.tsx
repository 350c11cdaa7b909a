// A tutorial page body (spec §2): intro, the embedded video, numbered steps, a note, related links.
import { useTranslations } from "next-intl";
import { HelpArticle } from "./help-article";
import type { HelpProfile } from "@/lib/help/profile";
import { HelpSeeAlso } from "./help-see-also";
import { HelpVideo, type HelpVideoName } from "./help-video";
import { helpRichTags } from "./rich-tags";

// Full message paths under `tutos`, so every key is checked against en.json.
const TUTORIALS = {
  createAccount: {
    href: "/help/tutos/create-account",
    video: { name: "tuto-create-account", title: "createAccount.videoTitle" },
    steps: [
      "createAccount.steps.login",
      "createAccount.steps.create",
      "createAccount.steps.identity",
      "createAccount.steps.profile",
      "createAccount.steps.submit",
      "createAccount.steps.confirm",
    ],
  },
  request: {
    href: "/help/tutos/request",
    video: { name: "tuto-request", title: "request.videoTitle" },
    steps: [
      "request.steps.signIn",
      "request.steps.open",
      "request.steps.add",
      "request.steps.more",
      "request.steps.submit",
      "request.steps.review",
      "request.steps.myList",
    ],
  },
  // No video of its own yet: the steps carry the whole tutorial.
  buy: {
    href: "/help/tutos/buy",
    video: null,
    steps: ["buy.steps.open", "buy.steps.buy", "buy.steps.checkout", "buy.steps.subscribe", "buy.steps.pay", "buy.steps.myList"],
  },
  search: {
    href: "/help/tutos/search",
    video: { name: "tuto-search", title: "search.videoTitle" },
    steps: [
      "search.steps.open",
      "search.steps.words",
      "search.steps.languages",
      "search.steps.order",
      "search.steps.categories",
      "search.steps.result",
    ],
  },
} as const satisfies Record<string, { href: string; video: { name: HelpVideoName; title: string } | null; steps: readonly string[] }>;

export type TutorialId = keyof typeof TUTORIALS;

type Props = { tutorial: TutorialId; siteName: string; siteUrl: string; profile: HelpProfile };

export function HelpTutorial({ tutorial, siteName, siteUrl, profile }: Props) {
  const t = useTranslations("tutos");
  const tHelp = useTranslations("help");
  const { href, video, steps } = TUTORIALS[tutorial];
  const values = { siteName, siteUrl, ...helpRichTags };
  // Without open registration, the way to an account is an invitation, not the account tutorial.
  const shownSteps = steps.map((step) =>
    step === "request.steps.signIn" && !profile.registration ? "request.steps.signInInvitation" : step,
  );

  return (
    <HelpArticle eyebrow={`${tHelp("label")} · ${tHelp("tutorial")}`} title={t(`${tutorial}.title`)} intro={t(`${tutorial}.intro`)}>
      {video ? <HelpVideo name={video.name} title={t(video.title)} /> : null}
      <section aria-labelledby="tutorial-steps">
        <h2 id="tutorial-steps" className="mb-4 text-2xl font-normal">
          {tHelp("steps")}
        </h2>
        <ol className="space-y-4">
          {shownSteps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-medium text-on-primary"
              >
                {index + 1}
              </span>
              <p className="pt-1">{t.rich(step, values)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 rounded-lg border-l-4 border-primary bg-surface px-4 py-3">{t.rich(`${tutorial}.note`, values)}</p>
      </section>
      <HelpSeeAlso current={href} siteName={siteName} profile={profile} />
    </HelpArticle>
  );
}
