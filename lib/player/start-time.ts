// Where a shared link starts the player: `?t=754`, `?t=12m34s`, `?t=1h2m3s` or `?t=12:34` (the
// forms video sites use). Anything else is ignored, never an error: a link still opens the page.

/** A day: nothing we publish is longer, and it keeps absurd values out of the player. */
const MAX_SECONDS = 24 * 60 * 60;

function bounded(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_SECONDS ? seconds : null;
}

/** The start time in seconds that `value` names, or null when it names none. */
export function parseStartTime(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase() ?? "";
  if (!text || text.length > 16) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return bounded(Number(text));
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(text);
  if (units && (units[1] ?? units[2] ?? units[3]) !== undefined) {
    const [, h = "0", m = "0", s = "0"] = units;
    return bounded(Number(h) * 3600 + Number(m) * 60 + Number(s));
  }
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(text);
  if (clock) {
    const [, h = "0", m = "0", s = "0"] = clock;
    if (Number(s) > 59 || (clock[1] !== undefined && Number(m) > 59)) return null;
    return bounded(Number(h) * 3600 + Number(m) * 60 + Number(s));
  }
  return null;
}

/** `754` → "12:34", `3723` → "1:02:03": how the share panel names a time. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * `url` with `t=<whole seconds>` (replacing any), or without it for 0; with `m=<media uid>` when a
 * playlist's media is named (the time is that media's).
 */
export function withStartTime(url: string, seconds: number, media: string | null = null): string {
  const target = new URL(url);
  const whole = Math.floor(seconds);
  if (whole > 0) target.searchParams.set("t", String(whole));
  else target.searchParams.delete("t");
  if (media) target.searchParams.set("m", media);
  return target.toString();
}
