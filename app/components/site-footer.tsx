import { Link, NavLink } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { Mail, MapPin, Phone } from "~/components/icon";
import { footerNavItems } from "~/components/nav-links";
import { page } from "~/config/pages";
import { localPath } from "~/i18n/languages";
import { socialIcons } from "~/components/social-icons";
import { useSite, useStrings, useTextLang } from "~/lib/site-context";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-bold tracking-wider text-white uppercase">{children}</h2>;
}

export function SiteFooter() {
  const site = useSite();
  const t = useStrings();
  const langOf = useTextLang();
  return (
    <footer className="bg-brand-950 text-brand-100 laid-out-near-screen">
      <div className="container-page grid grid-cols-1 gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandLogo inverse />
          <p lang={langOf(site.tagline)} className="text-sm leading-relaxed">
            {site.tagline}
          </p>
          <ul className="flex gap-3" aria-label={t.footer.social}>
            {site.social.map((profile) => {
              const Icon = socialIcons[profile.name];
              return (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.footer.onNetwork(site.name, profile.name)}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-label={t.footer.quickLinks} className="space-y-4">
          <FooterHeading>{t.footer.quickLinks}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {footerNavItems(site.lang).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <FooterHeading>{t.footer.services}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {site.footerServices.map((name, index) => (
              <li key={index} lang={langOf(name)}>
                {name}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-4">
          <FooterHeading>{t.footer.contactInfo}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <a href={`mailto:${site.email}`} className="break-all hover:text-white hover:underline">
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <a href={site.phone.href} className="hover:text-white hover:underline">
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <span lang={langOf(site.address.street)} className="min-w-0 whitespace-pre-line">
                {site.address.street}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap justify-center gap-x-6 gap-y-2 py-6 text-center text-sm">
          <p lang={langOf(site.copyright)}>{site.copyright}</p>
          {/* A NavLink: on the notice and its request page it is the current page's link (aria-current). */}
          <NavLink to={localPath(site.lang, page("privacy").path)} className="underline hover:text-white">
            {t.pages.privacy.label}
          </NavLink>
        </div>
      </div>
    </footer>
  );
}
