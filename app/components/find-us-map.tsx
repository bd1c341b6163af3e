import { useSite, useStrings } from "~/lib/site-context";

/**
 * "Find Us": a drawn map of Patna on the Ganga, inline SVG so it costs no
 * request and never shifts the layout.
 */
export function FindUsMap() {
  const site = useSite();
  const t = useStrings();
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <svg viewBox="0 0 480 260" role="img" aria-labelledby="find-us-title" className="block h-auto w-full">
        <title id="find-us-title">{t.contact.mapTitle(site.address.city)}</title>
        <rect width="480" height="260" fill="#eef2ff" />
        <path d="M0 70 C 90 40, 160 95, 250 70 S 400 30, 480 58 L480 0 L0 0 Z" fill="#dbeafe" />
        <path
          d="M0 70 C 90 40, 160 95, 250 70 S 400 30, 480 58"
          fill="none"
          stroke="#93c5fd"
          strokeWidth="14"
          strokeLinecap="round"
        />
        <g stroke="#c7d2fe" strokeWidth="6" strokeLinecap="round" fill="none">
          <path d="M20 150 H460" />
          <path d="M20 210 C 140 190, 320 230, 460 200" />
          <path d="M120 100 V250" />
          <path d="M300 90 C 290 150, 320 200, 310 250" />
        </g>
        <g fill="#e0e7ff">
          <rect x="150" y="165" width="60" height="30" rx="6" />
          <rect x="330" y="105" width="70" height="32" rx="6" />
          <rect x="40" y="165" width="60" height="30" rx="6" />
          <rect x="340" y="160" width="90" height="34" rx="6" />
        </g>
        <text x="395" y="36" fontSize="14" fontWeight="600" fill="#1e3a8a" fontFamily="inherit">
          {t.contact.ganga}
        </text>
        <g transform="translate(228 112)">
          <circle r="30" fill="#4f46e5" opacity="0.15" />
          <path
            d="M0 -26 C -13 -26 -20 -16 -20 -7 C -20 8 0 22 0 22 C 0 22 20 8 20 -7 C 20 -16 13 -26 0 -26 Z"
            fill="#4338ca"
          />
          <circle cy="-8" r="7" fill="#fbbf24" />
        </g>
        <rect x="176" y="142" width="104" height="28" rx="14" fill="#ffffff" stroke="#c7d2fe" />
        <text
          x="228"
          y="161"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#1e1b4b"
          fontFamily="inherit"
        >
          {site.address.city}
        </text>
      </svg>
      <figcaption className="px-5 py-4 text-sm text-slate-600">
        {t.contact.officeIsIn}
        <span className="whitespace-pre-line">{site.address.street}</span>
        {t.contact.arrangeVisit}
      </figcaption>
    </figure>
  );
}
