import type { ComponentType, SVGProps } from "react";
import { cn } from "@/lib/utils";
import { FacebookIcon, InstagramIcon, LinkedinIcon, XTwitterIcon, YoutubeIcon } from "./social-icons";

/** The college's social accounts: one list for the footer and the contact page. */
export const SOCIAL_LINKS: { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { name: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { name: "X (Twitter)", href: "https://x.com/", Icon: XTwitterIcon },
  { name: "LinkedIn", href: "https://www.linkedin.com/", Icon: LinkedinIcon },
  { name: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { name: "YouTube", href: "https://www.youtube.com/", Icon: YoutubeIcon },
];

/** Round icon links that open in a new tab; `linkClassName` sets the colours for a dark or light background. */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} (opens in a new tab)`}
            className={cn("flex size-10 items-center justify-center rounded-full transition-colors", linkClassName)}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
