// The IIIF Authorization Flow 2.0 descriptions (https://iiif.io/api/auth/2.0/): a restricted video
// names a probe service, whose access service (profile "active": the site's own sign-in, opened in
// a window) holds the access token service and the logout service. Texts are language maps from
// messages (namespace `iiif`), in every language the site speaks.
import type { IiifUrls } from "./urls";
import { AUTH_CONTEXT, type LanguageMap } from "./vocabulary";

export type AuthTexts = {
  /** The access service's label, heading, note and button (the client shows them before the window). */
  accessLabel: LanguageMap;
  accessHeading: LanguageMap;
  accessNote: LanguageMap;
  confirmLabel: LanguageMap;
  /** What the probe says while the viewer may not play the video. */
  deniedHeading: LanguageMap;
  deniedNote: LanguageMap;
  tokenErrorHeading: LanguageMap;
  tokenErrorNote: LanguageMap;
  logoutLabel: LanguageMap;
};

export type ProbeService = {
  id: string;
  type: "AuthProbeService2";
  errorHeading: LanguageMap;
  errorNote: LanguageMap;
  service: Array<{
    id: string;
    type: "AuthAccessService2";
    profile: "active";
    label: LanguageMap;
    heading: LanguageMap;
    note: LanguageMap;
    confirmLabel: LanguageMap;
    service: Array<
      | { id: string; type: "AuthAccessTokenService2"; errorHeading: LanguageMap; errorNote: LanguageMap }
      | { id: string; type: "AuthLogoutService2"; label: LanguageMap }
    >;
  }>;
};

/**
 * The probe service of one media of one item (the access service opens that item's sign-in), or of
 * one of its caption tracks (`captions`: its language), whose probe points to the track.
 */
export function probeService(urls: IiifUrls, mediaUid: string, itemSlug: string, texts: AuthTexts, captions?: string): ProbeService {
  return {
    id: captions === undefined ? urls.probe(mediaUid) : urls.captionsProbe(mediaUid, captions),
    type: "AuthProbeService2",
    errorHeading: texts.deniedHeading,
    errorNote: texts.deniedNote,
    service: [
      {
        id: urls.access(itemSlug),
        type: "AuthAccessService2",
        profile: "active",
        label: texts.accessLabel,
        heading: texts.accessHeading,
        note: texts.accessNote,
        confirmLabel: texts.confirmLabel,
        service: [
          { id: urls.token(), type: "AuthAccessTokenService2", errorHeading: texts.tokenErrorHeading, errorNote: texts.tokenErrorNote },
          { id: urls.logout(), type: "AuthLogoutService2", label: texts.logoutLabel },
        ],
      },
    ],
  };
}

/**
 * A probe's answer (https://iiif.io/api/auth/2.0/#probe-service-response), itself always a 200.
 * With access: status 302 and `location`, the address to play instead (the spec allows `location`
 * with a 30x only). Without: 401 with the site's heading and note.
 */
export type ProbeResult =
  | { "@context": typeof AUTH_CONTEXT; type: "AuthProbeResult2"; status: 200 }
  | { "@context": typeof AUTH_CONTEXT; type: "AuthProbeResult2"; status: 302; location: { id: string; type: "Video" | "Text" } }
  | { "@context": typeof AUTH_CONTEXT; type: "AuthProbeResult2"; status: 401 | 404; heading: LanguageMap; note: LanguageMap };

export const probeOpen = (): ProbeResult => ({ "@context": AUTH_CONTEXT, type: "AuthProbeResult2", status: 200 });

export const probeRedirect = (location: string, type: "Video" | "Text" = "Video"): ProbeResult => ({
  "@context": AUTH_CONTEXT,
  type: "AuthProbeResult2",
  status: 302,
  location: { id: location, type },
});

export const probeDenied = (status: 401 | 404, heading: LanguageMap, note: LanguageMap): ProbeResult => ({
  "@context": AUTH_CONTEXT,
  type: "AuthProbeResult2",
  status,
  heading,
  note,
});

/** The token service's messages (https://iiif.io/api/auth/2.0/#access-token-message-format). */
export type TokenErrorProfile = "invalidRequest" | "invalidOrigin" | "missingAspect" | "invalidAspect" | "expiredAspect" | "unavailable";

export type TokenMessage =
  | { "@context": typeof AUTH_CONTEXT; type: "AuthAccessToken2"; messageId: string; accessToken: string; expiresIn: number }
  | {
      "@context": typeof AUTH_CONTEXT;
      type: "AuthAccessTokenError2";
      messageId: string;
      profile: TokenErrorProfile;
      heading: LanguageMap;
      note: LanguageMap;
    };

export const tokenGranted = (messageId: string, accessToken: string, expiresIn: number): TokenMessage => ({
  "@context": AUTH_CONTEXT,
  type: "AuthAccessToken2",
  messageId,
  accessToken,
  expiresIn,
});

export const tokenRefused = (messageId: string, profile: TokenErrorProfile, heading: LanguageMap, note: LanguageMap): TokenMessage => ({
  "@context": AUTH_CONTEXT,
  type: "AuthAccessTokenError2",
  messageId,
  profile,
  heading,
  note,
});
