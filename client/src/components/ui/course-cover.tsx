import { useState } from "react";
import { courseImageVariantUrl, hashOfCourseImageUrl } from "@shared/api/course-images";
import { cn } from "@/lib/utils";

type CoverCourse = { title: string; level: string; imageUrl: string | null };

type CourseCoverProps = {
  course: CoverCourse;
  /** What the picture says; "" when the title next to it already names the course (decorative). */
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** How wide the picture is drawn (the `sizes` of an uploaded picture's two stored widths). */
  sizes?: string;
};

// A card in the catalogue's grid: about a third of the page on a wide screen, the full width on a phone.
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** An uploaded picture is stored 640 and 1280 wide: the browser takes the one the screen needs. */
function uploadedSources(url: string) {
  if (!hashOfCourseImageUrl(url)) return {};
  return { srcSet: `${courseImageVariantUrl(url, "card")} 640w, ${courseImageVariantUrl(url, "hero")} 1280w` };
}

// The gradients of the drawn course illustrations (public/images/courses), by level family.
const PALETTES: { test: RegExp; from: string; to: string; shadow: string }[] = [
  { test: /^A[12]/i, from: "#34d399", to: "#047857", shadow: "#064e3b" },
  { test: /^B[12]/i, from: "#3b82f6", to: "#1a368a", shadow: "#0f1f4d" },
  { test: /^C[12]/i, from: "#a78bfa", to: "#5b21b6", shadow: "#2e1065" },
  { test: /diploma/i, from: "#fb7185", to: "#9f1239", shadow: "#4c0519" },
  { test: /level 5/i, from: "#2dd4bf", to: "#0f766e", shadow: "#042f2e" },
  { test: /tefl/i, from: "#fb923c", to: "#c2410c", shadow: "#431407" },
];
const DEFAULT_PALETTE = { from: "#60a5fa", to: "#1d4ed8", shadow: "#172554" };
const TILE_COLOURS = ["#f59e0b", "#ffffff", "#f43f5e"];

/** The palette of a level: the CEFR and TEFL families as drawn, anything else the brand blue. */
export function getCoverPalette(level: string) {
  return PALETTES.find((palette) => palette.test.test(level.trim())) ?? DEFAULT_PALETTE;
}

/** Up to three letters for the tiles: the initials of the title's words, leaving out a "(A1-A2)" part. */
export function getCoverLetters(title: string) {
  const words = title
    .replace(/\(.*?\)/g, " ")
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.map((word) => word[0]!.toUpperCase()).slice(0, 3);
  return letters.length > 0 ? letters : ["E"];
}

/** A cover drawn from the title and level, in the style of the course illustrations: never a broken image. */
function GeneratedCover({ course, alt, className }: Omit<CourseCoverProps, "loading" | "sizes">) {
  const palette = getCoverPalette(course.level);
  const letters = getCoverLetters(course.title);
  const tileSize = 115;
  const gap = 10;
  const left = 400 - (letters.length * tileSize + (letters.length - 1) * gap) / 2;
  // A unique gradient id per cover: several covers share one page.
  const gradientId = `cover-${(course.level + course.title).replace(/[^A-Za-z0-9]/g, "").slice(0, 40)}-${letters.join("")}`;
  return (
    <svg
      viewBox="0 0 800 450"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      data-testid="generated-course-cover"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="800" height="450" fill={`url(#${gradientId})`} />
      <circle cx="700" cy="70" r="150" fill="#fff" opacity=".07" />
      <circle cx="90" cy="420" r="120" fill="#fff" opacity=".06" />
      <circle cx="760" cy="400" r="60" fill="#fff" opacity=".05" />
      <g fill="#fff" opacity=".18">
        <circle cx="60" cy="150" r="4" />
        <circle cx="300" cy="40" r="4" />
        <circle cx="520" cy="420" r="4" />
        <circle cx="740" cy="250" r="3" />
      </g>
      <ellipse cx="400" cy="330" rx="230" ry="16" fill={palette.shadow} opacity=".25" />
      <g fontFamily="'Segoe UI',Roboto,Helvetica,Arial,sans-serif" fontWeight="800" fontSize="70" textAnchor="middle">
        {letters.map((letter, index) => {
          const x = left + index * (tileSize + gap);
          const fill = TILE_COLOURS[index % TILE_COLOURS.length]!;
          return (
            <g key={index}>
              <rect x={x} y={200} width={tileSize} height={tileSize} rx="14" fill={fill} />
              <text x={x + tileSize / 2} y={283} fill={fill === "#ffffff" ? palette.to : "#fff"}>
                {letter}
              </text>
            </g>
          );
        })}
      </g>
      <rect x="290" y="80" width="220" height="80" rx="22" fill="#fff" opacity=".95" />
      <path d="M330 158l-10 30 36-30z" fill="#fff" opacity=".95" />
      <g fill={palette.to}>
        <circle cx="360" cy="120" r="10" />
        <circle cx="400" cy="120" r="10" />
        <circle cx="440" cy="120" r="10" />
      </g>
    </svg>
  );
}

/**
 * A course's picture: the stored one, or a cover drawn from its title and level when it has none or
 * the stored one cannot be loaded. Sized by `className` (an aspect ratio and a width).
 */
export function CourseCover({ course, alt, className, loading = "lazy", sizes = CARD_SIZES }: CourseCoverProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const classes = cn("bg-brand-50 object-cover", className);
  if (!course.imageUrl || hasFailed) return <GeneratedCover course={course} alt={alt} className={classes} />;
  return (
    <img
      src={course.imageUrl}
      {...uploadedSources(course.imageUrl)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={360}
      loading={loading}
      onError={() => setHasFailed(true)}
      className={classes}
    />
  );
}
