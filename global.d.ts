// Static imports of images (components/ui/icon-sprite.ts imports an SVG file): the framework's
// declarations, which its generated next-env.d.ts also names, but that file exists only after a build.
/// <reference types="next/image-types/global" />
import type { routing } from "@/lib/i18n/routing";
import type messages from "./messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
