import { useLocation } from "react-router";
import { englishPath, LOCALES, localPath } from "~/i18n/languages";
import { useLang, useStrings } from "~/lib/site-context";

/**
 * The same page in the other language: a plain link (no redirect by the browser's language or a
 * cookie ever picks one), named in the language it leads to and marked as such.
 */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useStrings();
  const other = lang === "en" ? "hi" : "en";
  const href = localPath(other, englishPath(useLocation().pathname));
  return (
    <a
      href={href}
      hrefLang={LOCALES[other].hreflang}
      lang={LOCALES[other].html}
      title={t.shell.otherLanguageLabel}
      className="rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-800 underline-offset-4 ring-1 ring-brand-200 hover:bg-brand-50 hover:underline"
    >
      {t.shell.otherLanguage}
    </a>
  );
}
