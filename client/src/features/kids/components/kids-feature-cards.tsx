import { BarChart3, BookOpen, Gamepad2, Mic, ShieldCheck, Trophy } from "lucide-react";

const FEATURES = [
  {
    Icon: BookOpen,
    title: "Phonics first",
    text: "Children learn the sounds of letters before whole words, the way reading is taught in school.",
  },
  { Icon: Mic, title: "Speak and be heard", text: "Voice practice listens to your child and gives friendly feedback on every sound." },
  {
    Icon: Gamepad2,
    title: "Learning through play",
    text: "Three sound games (Sound Matching, Word Builder and Rhyming Time) keep sessions short, lively and easy to come back to.",
  },
  { Icon: Trophy, title: "Stars and badges", text: "Rewards for every sound mastered keep motivation high without pressure." },
  {
    Icon: BarChart3,
    title: "Progress for parents",
    text: "See which sounds your child knows, how often they practise and what comes next.",
  },
  { Icon: ShieldCheck, title: "Safe and ad-free", text: "A calm space made for children: no adverts and no chat with strangers." },
];

export function KidsFeatureCards() {
  return (
    <section aria-labelledby="kids-features-heading">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="kids-features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Why children love learning with us
        </h2>
        <p className="mt-3 text-lg text-slate-600">Built by qualified teachers for ages 3 to 12.</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
