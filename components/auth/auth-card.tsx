// The auth layout of spec §2/§9: a centred card 500 px wide (the full width on phones) over the
// site's optional auth background image, with the site logo (at most 200 px wide) on top.
import type { ReactNode } from "react";

type Props = {
  siteName: string;
  logo: string | null;
  backgroundImage: string | null;
  children: ReactNode;
};

export function AuthCard({ siteName, logo, backgroundImage, children }: Props) {
  // JSON.stringify quotes and escapes the URL, so it cannot break out of url(…).
  const background = backgroundImage ? { backgroundImage: `url(${JSON.stringify(backgroundImage)})` } : undefined;
  return (
    <div
      className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-surface bg-cover bg-center bg-no-repeat sm:items-center sm:px-4 sm:py-10"
      style={background}
    >
      <div className="w-full bg-background px-5 py-8 text-on-surface shadow-lg sm:max-w-[500px] sm:rounded-lg sm:px-8">
        {logo ? (
          // Logos are remote files of unknown size: a plain <img> keeps their ratio.
          <img src={logo} alt={siteName} className="mx-auto mb-6 block h-auto max-h-24 w-auto max-w-[200px] object-contain" />
        ) : null}
        {children}
      </div>
    </div>
  );
}
