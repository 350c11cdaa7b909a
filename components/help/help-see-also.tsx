// Links to the other help pages that apply to the site, at the foot of each one; the labels are
// the Help menu's own.
import { useTranslations } from "next-intl";
import { helpLinks } from "@/lib/help/links";
import { Link } from "@/lib/i18n/navigation";
import type { HelpProfile } from "@/lib/help/profile";
import { helpLinkClass } from "./rich-tags";

type Props = { current: string; siteName: string; profile: HelpProfile };

export function HelpSeeAlso({ current, siteName, profile }: Props) {
  const t = useTranslations("help");
  const tLayout = useTranslations("layout");

  return (
    <nav aria-labelledby="help-see-also" className="border-t border-muted/30 pt-8">
      <h2 id="help-see-also" className="mb-3 text-lg font-medium">
        {t("seeAlso")}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {helpLinks(profile)
          .filter((link) => link.href !== current)
          .map((link) => (
            <li key={link.key}>
              <Link href={link.href} className={helpLinkClass}>
                {tLayout(link.key, { siteName })}
              </Link>
            </li>
          ))}
      </ul>
      <p className="mt-6 text-sm text-muted">{t("contactHint")}</p>
    </nav>
  );
}
