// A tutorial page body (spec §2): intro, the embedded video, numbered steps, a note, related links.
import { useTranslations } from "next-intl";
import { HelpArticle } from "./help-article";
import { HelpSeeAlso } from "./help-see-also";
import { HelpVideo, type HelpVideoName } from "./help-video";
import { helpRichTags } from "./rich-tags";

// Full message paths under `tutos`, so every key is checked against en.json.
const TUTORIALS = {
  createAccount: {
    href: "/help/tutos/create-account",
    video: "tuto-create-account",
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
    video: "tuto-request",
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
  search: {
    href: "/help/tutos/search",
    video: "tuto-search",
    steps: [
      "search.steps.open",
      "search.steps.words",
      "search.steps.languages",
      "search.steps.order",
      "search.steps.categories",
      "search.steps.result",
    ],
  },
} as const satisfies Record<string, { href: string; video: HelpVideoName; steps: readonly string[] }>;

export type TutorialId = keyof typeof TUTORIALS;

type Props = { tutorial: TutorialId; siteName: string; siteUrl: string };

export function HelpTutorial({ tutorial, siteName, siteUrl }: Props) {
  const t = useTranslations("tutos");
  const tHelp = useTranslations("help");
  const { href, video, steps } = TUTORIALS[tutorial];
  const values = { siteName, siteUrl, ...helpRichTags };

  return (
    <HelpArticle eyebrow={`${tHelp("label")} · ${tHelp("tutorial")}`} title={t(`${tutorial}.title`)} intro={t(`${tutorial}.intro`)}>
      <HelpVideo name={video} title={t(`${tutorial}.videoTitle`)} />
      <section aria-labelledby="tutorial-steps">
        <h2 id="tutorial-steps" className="mb-4 text-2xl font-normal">
          {tHelp("steps")}
        </h2>
        <ol className="space-y-4">
          {steps.map((step, index) => (
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
      <HelpSeeAlso current={href} siteName={siteName} />
    </HelpArticle>
  );
}
