import { isLang, LOCALES } from "~/i18n/languages";

/**
 * The language a message or testimonial was written in (the page it was sent from), where it is
 * not English: a reply is best written in it.
 */
export function LanguageBadge({ language }: { language: string }) {
  if (!isLang(language) || language === "en") return null;
  return (
    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900">
      {LOCALES[language].english}
    </span>
  );
}
