import type { ComponentType, SVGProps } from "react";
import { isSafeHttpsUrl } from "@shared/safe-url";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { FacebookIcon, InstagramIcon, LinkedinIcon, XTwitterIcon, YoutubeIcon } from "./social-icons";

type SocialNetwork = { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; address: string | undefined };
export type SocialProfile = { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/**
 * The college's own profiles, set at build time (`VITE_SOCIAL_FACEBOOK_URL` and the others, https only).
 * A network without one is not shown: an icon leading to the network's home page promises a profile
 * that does not exist.
 */
export const socialProfiles = (addresses: Record<string, string | undefined>): SocialProfile[] =>
  (
    [
      { name: "Facebook", Icon: FacebookIcon, address: addresses.VITE_SOCIAL_FACEBOOK_URL },
      { name: "X (Twitter)", Icon: XTwitterIcon, address: addresses.VITE_SOCIAL_X_URL },
      { name: "LinkedIn", Icon: LinkedinIcon, address: addresses.VITE_SOCIAL_LINKEDIN_URL },
      { name: "Instagram", Icon: InstagramIcon, address: addresses.VITE_SOCIAL_INSTAGRAM_URL },
      { name: "YouTube", Icon: YoutubeIcon, address: addresses.VITE_SOCIAL_YOUTUBE_URL },
    ] satisfies SocialNetwork[]
  )
    .filter((network) => network.address !== undefined && isSafeHttpsUrl(network.address))
    .map(({ name, Icon, address }) => ({ name, Icon, href: address! }));

/** The profiles this build links to (none unless configured). */
export const COLLEGE_SOCIAL_PROFILES = socialProfiles(import.meta.env as Record<string, string | undefined>);

/**
 * Round icon links to the college's configured profiles, opening in a new tab; nothing when none is
 * configured. `linkClassName` sets the colours for a dark or light background.
 */
export function SocialLinks({
  className,
  linkClassName,
  profiles = COLLEGE_SOCIAL_PROFILES,
}: {
  className?: string;
  linkClassName: string;
  profiles?: SocialProfile[];
}) {
  const { t } = useT();
  if (profiles.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {profiles.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("common.socialLinks.opensInNewTab", { name })}
            className={cn("flex size-10 items-center justify-center rounded-full transition-colors", linkClassName)}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
