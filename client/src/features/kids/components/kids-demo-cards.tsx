import { ArrowRight, Gamepad2, Mic, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { useT } from "@/i18n/use-t";

/** Texts are catalogue ids, translated at render. */
type Demo = { Icon: LucideIcon; titleId: string; textId: string; href: string; linkLabelId: string; colour: string };

const DEMOS: Demo[] = [
  {
    Icon: Mic,
    titleId: "kids.demos.lesson.title",
    textId: "kids.demos.lesson.text",
    href: "/phonics-demo",
    linkLabelId: "kids.demos.lesson.link",
    colour: "bg-pink-100 text-pink-700",
  },
  {
    Icon: Gamepad2,
    titleId: "kids.demos.games.title",
    textId: "kids.demos.games.text",
    href: "/phonics",
    linkLabelId: "kids.demos.games.link",
    colour: "bg-emerald-100 text-emerald-700",
  },
];

export function KidsDemoCards() {
  const { t } = useT();
  return (
    <section aria-labelledby="kids-demos-heading">
      <div className="max-w-2xl">
        <h2 id="kids-demos-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("kids.demos.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t("kids.demos.lead")}</p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {DEMOS.map(({ Icon, titleId, textId, href, linkLabelId, colour }) => (
          <li key={titleId}>
            <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row">
              <span className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${colour}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <div className="flex flex-1 flex-col gap-2">
                <h3 className="text-xl font-semibold text-slate-900">{t(titleId)}</h3>
                <p className="flex-1 text-slate-600">{t(textId)}</p>
                <Link
                  href={href}
                  className="mt-2 inline-flex w-fit items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900"
                >
                  {t(linkLabelId)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
