// Share targets of the item page (spec §2); the embed code is lib/player/embed-code.ts.

export type ShareTarget = "email" | "facebook" | "twitter" | "linkedin" | "whatsapp";

export function shareUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (target) {
    case "email":
      return `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}\n${url}`)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}
