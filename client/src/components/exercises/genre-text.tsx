import type { TextGenre } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

/** Message ids of the genres' names ("Email", "Notice"), shown above a text. */
export const GENRE_LABEL_IDS: Record<TextGenre, string> = {
  message: "learning.genre.message",
  email: "learning.genre.email",
  notice: "learning.genre.notice",
  advertisement: "learning.genre.advertisement",
  article: "learning.genre.article",
  story: "learning.genre.story",
  report: "learning.genre.report",
  opinion: "learning.genre.opinion",
  review: "learning.genre.review",
  interview: "learning.genre.interview",
  conversation: "learning.genre.conversation",
  announcement: "learning.genre.announcement",
  talk: "learning.genre.talk",
  blog: "learning.genre.blog",
  letter: "learning.genre.letter",
  instructions: "learning.genre.instructions",
};

// The header lines an email or letter may open with ("From: Sam Okafor"), in any order.
const HEADER_LINE = /^(From|To|Cc|Date|Subject|Sent):\s*(.+)$/i;
// A line of a conversation or interview that starts with who speaks ("Interviewer: So, ...").
const SPEAKER_LINE = /^([A-Z][\p{L}.' -]{0,30}):\s+(.+)$/su;

/** The text's paragraphs (separated by a blank line), each with its own line breaks. */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** An email's or letter's header lines when the text opens with them, and the rest. */
export function splitHeader(text: string): { header: { name: string; value: string }[]; body: string } {
  const lines = text.replace(/\r\n?/g, "\n").trim().split("\n");
  const header: { name: string; value: string }[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const match = HEADER_LINE.exec(lines[index]!.trim());
    if (!match) break;
    header.push({ name: match[1]!, value: match[2]!.trim() });
  }
  return { header, body: lines.slice(index).join("\n").trim() };
}

function Paragraphs({ text, genre }: { text: string; genre: TextGenre }) {
  const marksSpeakers = genre === "conversation" || genre === "interview";
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => {
        const speaker = marksSpeakers ? SPEAKER_LINE.exec(paragraph) : null;
        return (
          <p key={index} className="whitespace-pre-line">
            {speaker ? (
              <>
                <strong className="font-semibold text-slate-900">{speaker[1]}:</strong> {speaker[2]}
              </>
            ) : (
              paragraph
            )}
          </p>
        );
      })}
    </>
  );
}

type GenreTextProps = {
  genre: TextGenre;
  title: string;
  text: string;
  /** The level of the text's title in the page's outline. */
  headingLevel?: 3 | 4 | 5;
  /** Names the text for the region (`aria-labelledby`). */
  titleId: string;
};

/**
 * A reading text set out as what it is: an email with its From and Subject lines, a notice or an
 * advertisement in a bordered box, an article under its headline, a message as a chat message. The text
 * is the English being taught (`lang="en"`); it reflows to a phone's width.
 */
export function GenreText({ genre, title, text, headingLevel = 4, titleId }: GenreTextProps) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  const genreLabel = <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(GENRE_LABEL_IDS[genre])}</p>;
  const prose = "space-y-3 text-base leading-relaxed break-words text-slate-800 sm:text-lg";

  if (genre === "email" || genre === "letter") {
    const { header, body } = splitHeader(text);
    return (
      <div className="space-y-2">
        {genreLabel}
        <article aria-labelledby={titleId} lang="en" className="overflow-hidden rounded-xl border border-slate-300 bg-white shadow-xs">
          <div className="space-y-1 border-b border-slate-200 bg-slate-50 px-4 py-3">
            <Heading id={titleId} className="break-words font-semibold text-slate-900">
              {title}
            </Heading>
            {header.length > 0 ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
                {header.map((line, index) => (
                  <div key={index} className="contents">
                    <dt className="font-semibold text-slate-600">{line.name}:</dt>
                    <dd className="break-words text-slate-900">{line.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <div className={cn(prose, "p-4")}>
            <Paragraphs text={body} genre={genre} />
          </div>
        </article>
      </div>
    );
  }

  if (genre === "notice" || genre === "announcement" || genre === "advertisement") {
    return (
      <div className="space-y-2">
        {genreLabel}
        <article
          aria-labelledby={titleId}
          lang="en"
          className="space-y-3 rounded-lg border-4 border-double border-slate-700 bg-amber-50/60 p-4 text-center sm:p-6"
        >
          <Heading id={titleId} className="break-words text-xl font-bold tracking-wide text-balance text-slate-900 uppercase">
            {title}
          </Heading>
          <div className={prose}>
            <Paragraphs text={text} genre={genre} />
          </div>
        </article>
      </div>
    );
  }

  if (genre === "message") {
    return (
      <div className="space-y-2">
        {genreLabel}
        <article aria-labelledby={titleId} lang="en" className="max-w-xl space-y-2">
          <Heading id={titleId} className="break-words text-sm font-semibold text-slate-700">
            {title}
          </Heading>
          <div className={cn(prose, "rounded-2xl rounded-tl-sm bg-emerald-50 p-4 shadow-xs ring-1 ring-emerald-200")}>
            <Paragraphs text={text} genre={genre} />
          </div>
        </article>
      </div>
    );
  }

  // Articles, stories, reports, opinions, reviews, blogs, interviews, talks, instructions: a headline and prose.
  return (
    <div className="space-y-2">
      {genreLabel}
      <article aria-labelledby={titleId} lang="en" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <Heading id={titleId} className="break-words font-serif text-2xl font-bold text-balance text-slate-900">
          {title}
        </Heading>
        <div className={cn(prose, "font-serif")}>
          <Paragraphs text={text} genre={genre} />
        </div>
      </article>
    </div>
  );
}
