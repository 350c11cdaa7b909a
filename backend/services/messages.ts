// The few server messages a person reads as they are (shown under a field or in a banner).
import type { Locale } from "./i18n";

const MESSAGES = {
  invalidCredentials: { en: "Invalid credentials.", fr: "Identifiants invalides." },
  emailExists: { en: "A user with this e-mail address already exists.", fr: "Un utilisateur avec cette adresse e-mail existe déjà." },
  commonPassword: { en: "This password is too common.", fr: "Ce mot de passe est trop courant." },
  resetInvalid: {
    en: "The password reset link was invalid, possibly because it has already been used. Please request a new password reset.",
    fr: "Le lien de réinitialisation du mot de passe n’est pas valide, peut-être parce qu’il a déjà été utilisé. Veuillez demander une nouvelle réinitialisation.",
  },
  tooManyItems: {
    en: "You have reached the limit of the number of requests allowed. Please validate this request and make a new one to access other videos.",
    fr: "Vous avez atteint le nombre maximal de demandes autorisées. Veuillez valider cette demande et en faire une nouvelle pour accéder à d’autres vidéos.",
  },
  signInRequired: { en: "Sign in to see this site.", fr: "Connectez-vous pour voir ce site." },
  throttled: { en: "Too many attempts. Please try again in {seconds} seconds.", fr: "Trop de tentatives. Veuillez réessayer dans {seconds} secondes." },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce<string>((text, [k, v]) => text.replace(`{${k}}`, String(v)), MESSAGES[key][locale]);
}
