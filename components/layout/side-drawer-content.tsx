// What the side drawer holds (side-drawer.tsx), rendered on the server: the site's link, the
// category tree, My List, Help, Contact, Donate, the languages and signing in or out. The parts
// that depend on the visitor (My List, Log in, Log out) are client leaves reading the session.
import { mdiAccountCircleOutline, mdiEmailOutline, mdiFormatListBulleted, mdiHandHeartOutline, mdiLogout } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { CategoryNode } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { helpProfile, type HelpProfile } from "@/lib/help/profile";
import { CategorySection } from "./category-tree";
import { Disclosure } from "./disclosure";
import { ContactButton } from "./frame-state";
import { ABOUT_LINKS, FAQ_LINK, tutorialLinks, type HelpLink } from "@/lib/help/links";
import { LanguageSwitcher } from "./language-switcher";
import { DrawerLogout, ForSession } from "./session-parts";
import { DRAWER_ID, type ShellSite } from "./shell-site";

type Props = {
  site: ShellSite;
  /** The category tree (buildCategoryTree). */
  tree: CategoryNode[];
  /** In place of the tree, what draws it in the browser (a site that forces sign-in reads its categories there). */
  privateTree?: ReactNode;
};

const rowBase =
  "flex min-h-touch w-full items-center gap-3 rounded-md text-left text-sm hover:bg-on-surface/10 focus-visible:-outline-offset-2";
const rowClass = `${rowBase} px-4`;
const headingBase = "pb-1 pt-4 text-xs font-medium uppercase tracking-wide text-muted";

export function DrawerContent({ site, tree, privateTree }: Props) {
  const t = useTranslations("layout");

  return (
    <>
      <Link href="/" className="m-2 flex min-h-touch items-center rounded-md px-2">
        {site.logo ? (
          <img src={site.logo} alt={site.name} className="h-12 w-auto max-w-[260px] object-contain" />
        ) : (
          <span className="text-lg font-medium">{site.name}</span>
        )}
      </Link>

      {privateTree ?? <CategorySection id={DRAWER_ID} tree={tree} />}

      <div className="mt-2 border-t border-on-surface/10 px-2 pt-2">
        {site.auth_enabled ? (
          <ForSession signedIn>
            <Link href="/my-list" className={rowClass}>
              <Icon path={mdiFormatListBulleted} size={20} />
              {t("myList")}
            </Link>
          </ForSession>
        ) : null}
        <HelpSection siteName={site.name} profile={helpProfile(site)} />
        <ContactButton className={rowClass}>
          <Icon path={mdiEmailOutline} size={20} />
          {t("contact")}
        </ContactButton>
        {site.donate_url ? (
          <a href={site.donate_url} target="_blank" rel="noopener noreferrer" className={rowClass}>
            <Icon path={mdiHandHeartOutline} size={20} />
            {t("donate")}
            <span className="sr-only"> {t("opensInNewTab")}</span>
          </a>
        ) : null}
        <LanguageSwitcher className={rowClass} />
        {site.auth_enabled ? (
          <>
            <ForSession signedIn={false}>
              <Link href="/auth/login" className={rowClass}>
                <Icon path={mdiAccountCircleOutline} size={20} />
                {t("login")}
              </Link>
            </ForSession>
            <DrawerLogout className={rowClass}>
              <Icon path={mdiLogout} size={20} />
              {t("logout")}
            </DrawerLogout>
          </>
        ) : null}
      </div>
    </>
  );
}

function HelpSection({ siteName, profile }: { siteName: string; profile: HelpProfile }) {
  const t = useTranslations("layout");
  const link = (entry: HelpLink, indent = false) => (
    <li key={entry.key}>
      <Link href={entry.href} className={`${rowBase} pr-4 ${indent ? "pl-14" : "pl-11"}`}>
        {t(entry.key, { siteName })}
      </Link>
    </li>
  );

  return (
    <div>
      <Disclosure text={t("help")} buttonClassName={rowClass}>
        {link(FAQ_LINK)}
        <li>
          <span className={`${headingBase} block pl-11 pr-4`}>{t("tutos")}</span>
          <ul>{tutorialLinks(profile).map((entry) => link(entry, true))}</ul>
        </li>
        {ABOUT_LINKS.map((entry) => link(entry))}
      </Disclosure>
    </div>
  );
}
