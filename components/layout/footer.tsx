// The footer of spec §2, rendered on the server: it runs no code in the browser.
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { WebsiteSettings } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { mdiFacebook, mdiInstagram, mdiLinkedin, mdiTwitter, mdiWeb, mdiYoutube } from "./icons";

export type FooterSite = Pick<WebsiteSettings, "name" | "footer" | "show_legal" | "social_links" | "partners">;

// The social networks' icons by kind, with a globe for any other link.
const SOCIAL_ICONS = {
  youtube: mdiYoutube,
  facebook: mdiFacebook,
  instagram: mdiInstagram,
  twitter: mdiTwitter,
  linkedin: mdiLinkedin,
} as const;
type SocialKind = keyof typeof SOCIAL_ICONS;

function isSocialKind(kind: string): kind is SocialKind {
  return Object.hasOwn(SOCIAL_ICONS, kind);
}

type Props = {
  site: FooterSite;
  /** The copyright year; the current one by default. */
  year?: number;
};

export function Footer({ site, year = new Date().getFullYear() }: Props) {
  const t = useTranslations("layout");
  const socialLinks = site.social_links ?? [];
  const partners = site.partners ?? [];

  return (
    <footer className="mt-12 border-t border-on-surface/10 bg-surface text-on-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        {partners.length > 0 ? (
          <section aria-label={t("partners")}>
            <ul className="flex flex-wrap items-center justify-center gap-6">
              {partners.map((partner) => (
                <li key={partner.url}>
                  <a href={partner.url} target="_blank" rel="noopener noreferrer" className="footer-partner">
                    <img
                      src={partner.logo}
                      alt={partner.name}
                      width={160}
                      height={64}
                      loading="lazy"
                      className="h-16 w-40 object-contain"
                    />
                    <span className="sr-only"> {t("opensInNewTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {site.footer ? <p className="mx-auto max-w-3xl whitespace-pre-line text-center text-sm">{site.footer}</p> : null}

        {socialLinks.length > 0 ? (
          <ul aria-label={t("followUs")} className="flex flex-wrap items-center justify-center gap-1">
            {socialLinks.map((link) => {
              const label = isSocialKind(link.kind) ? t(`social.${link.kind}`) : link.label;
              return (
                <li key={`${link.kind}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} ${t("opensInNewTab")}`}
                    className="footer-social"
                  >
                    <Icon path={isSocialKind(link.kind) ? SOCIAL_ICONS[link.kind] : mdiWeb} />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-muted">
          <span>{t("copyright", { siteName: site.name, year: String(year) })}</span>
          {site.show_legal ? (
            <Link href="/legal" className="inline-flex min-h-touch items-center text-primary-text underline underline-offset-2">
              {t("legal")}
            </Link>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
