// Share targets of the item page (spec §2) and the embed code offered on desktop.

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

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `<iframe src="{origin}/embed/{uid}/" …>` for another site's page. */
export function embedCode(src: string, title: string): string {
  return `<iframe src="${escapeAttribute(src)}" width="640" height="360" title="${escapeAttribute(title)}" style="border:0;aspect-ratio:16/9;width:100%;max-width:640px;height:auto" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}
