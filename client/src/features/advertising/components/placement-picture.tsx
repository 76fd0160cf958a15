import { useId, type ReactNode } from "react";
import { AD_IMAGE_SIZES } from "@shared/ad-formats";
import type { AdPlacement } from "@shared/constants";

// A sketch of the page a placement is on (200 × 150 units), with the ad's spot drawn in the placement's own
// ratio. Drawn here rather than screenshots: it stays true when the pages change colour or copy, and it
// carries no text to translate (its name is the placement's description, given by the caller).

const WIDTH = 200;
const MARGIN = 8;
const FULL = WIDTH - 2 * MARGIN;

/** The ad's spot: width in units, height from the placement's ratio. */
function Spot({ placement, x, y, width }: { placement: AdPlacement; x: number; y: number; width: number }) {
  const size = AD_IMAGE_SIZES[placement];
  const height = (width * size.height) / size.width;
  return (
    <g data-spot={placement}>
      <rect x={x} y={y} width={width} height={height} rx={2} className="fill-brand-200 stroke-brand-700" strokeWidth={1.5} />
      <path
        d={`M${x + width / 2 - 5} ${y + height / 2 - 3} l10 0 m-10 3 l7 0 m-7 3 l9 0`}
        className="stroke-brand-700"
        strokeWidth={1.2}
        strokeLinecap="round"
      />
    </g>
  );
}

const Block = ({ x, y, width, height, dark = false }: { x: number; y: number; width: number; height: number; dark?: boolean }) => (
  <rect x={x} y={y} width={width} height={height} rx={2} className={dark ? "fill-slate-500" : "fill-slate-200"} />
);

/** Lines of text: `count` lines of decreasing length from (x, y). */
const Lines = ({ x, y, width, count }: { x: number; y: number; width: number; count: number }) => (
  <>
    {Array.from({ length: count }, (_, line) => (
      <rect
        key={line}
        x={x}
        y={y + line * 6}
        width={width * (line % 3 === 2 ? 0.6 : 1 - line * 0.05)}
        height={2.5}
        rx={1.2}
        className="fill-slate-300"
      />
    ))}
  </>
);

/** The site's header with its logo and menu. */
const Header = () => (
  <>
    <rect x={0} y={0} width={WIDTH} height={14} className="fill-slate-100" />
    <circle cx={MARGIN + 3} cy={7} r={3} className="fill-brand-600" />
    {[0, 1, 2, 3].map((item) => (
      <rect key={item} x={110 + item * 20} y={6} width={14} height={2.5} rx={1.2} className="fill-slate-400" />
    ))}
  </>
);

const CourseColumns = ({ children }: { children?: ReactNode }) => (
  <>
    <Header />
    <rect x={0} y={14} width={WIDTH} height={24} className="fill-brand-50" />
    <Block x={MARGIN} y={20} width={90} height={5} dark />
    <Lines x={MARGIN} y={29} width={110} count={1} />
    <Lines x={MARGIN} y={46} width={118} count={8} />
    <rect x={134} y={46} width={58} height={28} rx={2} className="fill-white stroke-slate-300" />
    <Lines x={138} y={51} width={48} count={4} />
    <rect x={134} y={78} width={58} height={16} rx={2} className="fill-white stroke-slate-300" />
    <Lines x={138} y={83} width={40} count={2} />
    {children}
  </>
);

const SKETCHES: Record<AdPlacement, (placement: AdPlacement) => ReactNode> = {
  homepage_banner: (placement) => (
    <>
      <Header />
      <Block x={MARGIN} y={22} width={110} height={7} dark />
      <Lines x={MARGIN} y={34} width={130} count={3} />
      <Block x={MARGIN} y={52} width={36} height={7} />
      <Spot placement={placement} x={MARGIN} y={70} width={FULL} />
      <Block x={MARGIN} y={124} width={58} height={30} />
      <Block x={71} y={124} width={58} height={30} />
      <Block x={134} y={124} width={58} height={30} />
    </>
  ),
  footer: (placement) => (
    <>
      <Block x={MARGIN} y={8} width={58} height={40} />
      <Block x={71} y={8} width={58} height={40} />
      <Block x={134} y={8} width={58} height={40} />
      <Lines x={MARGIN + 40} y={60} width={104} count={2} />
      <Spot placement={placement} x={MARGIN} y={80} width={FULL} />
      <rect x={0} y={116} width={WIDTH} height={34} className="fill-slate-700" />
      <Lines x={MARGIN} y={126} width={60} count={3} />
    </>
  ),
  explore: (placement) => (
    <>
      <Header />
      <Block x={MARGIN} y={22} width={70} height={7} dark />
      <Lines x={MARGIN} y={34} width={120} count={1} />
      <Spot placement={placement} x={MARGIN} y={44} width={FULL} />
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <Block x={MARGIN + column * 63} y={84} width={58} height={28} />
          <Lines x={MARGIN + column * 63} y={116} width={50} count={3} />
        </g>
      ))}
    </>
  ),
  course_page: (placement) => (
    <CourseColumns>
      <Spot placement={placement} x={MARGIN} y={98} width={118} />
    </CourseColumns>
  ),
  sidebar: (placement) => (
    <CourseColumns>
      <Spot placement={placement} x={134} y={98} width={58} />
    </CourseColumns>
  ),
  video_popup_30s: (placement) => <VideoSketch placement={placement} />,
  video_popup_60s: (placement) => <VideoSketch placement={placement} />,
  video_interstitial: (placement) => <VideoSketch placement={placement} />,
};

/** The home page dimmed behind the pop-up window that plays the video. */
function VideoSketch({ placement }: { placement: AdPlacement }) {
  return (
    <>
      {SKETCHES.homepage_banner("homepage_banner")}
      <rect x={0} y={0} width={WIDTH} height={150} className="fill-slate-900" opacity={0.55} />
      <rect x={38} y={16} width={124} height={120} rx={4} className="fill-white" />
      <Block x={46} y={23} width={60} height={4} dark />
      <Spot placement={placement} x={46} y={33} width={108} />
      <Lines x={46} y={99} width={100} count={2} />
      <rect x={46} y={114} width={22} height={8} rx={2} className="fill-brand-600" />
      <rect x={130} y={114} width={24} height={8} rx={2} className="fill-slate-200" />
    </>
  );
}

/** A sketch of where `placement` appears, its spot marked; `label` names it for screen readers. */
export function PlacementPicture({ placement, label, className }: { placement: AdPlacement; label: string; className?: string }) {
  // An id usable inside url(#...): React's ids carry punctuation.
  const clip = `placement-clip-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox={`0 0 ${WIDTH} 150`} role="img" aria-label={label} className={className} data-placement-picture={placement}>
      <clipPath id={clip}>
        <rect x={0} y={0} width={WIDTH} height={150} rx={6} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect x={0} y={0} width={WIDTH} height={150} className="fill-white" />
        {SKETCHES[placement](placement)}
      </g>
      <rect x={0.5} y={0.5} width={WIDTH - 1} height={149} rx={6} fill="none" className="stroke-slate-300" />
    </svg>
  );
}
