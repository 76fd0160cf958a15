import { Award, BookOpen, Check, Star, Target, Trophy, Zap, type LucideIcon } from "lucide-react";
import type { AchievementColor, AchievementIcon } from "@shared/api/achievements";

export const ACHIEVEMENT_ICON: Record<AchievementIcon, LucideIcon> = {
  trophy: Trophy,
  star: Star,
  award: Award,
  target: Target,
  zap: Zap,
  book: BookOpen,
  check: Check,
};

/** Background and text of a badge's disc, each pair readable (4.5:1). */
export const ACHIEVEMENT_COLOR: Record<AchievementColor, string> = {
  gold: "bg-amber-100 text-amber-800",
  silver: "bg-slate-200 text-slate-700",
  bronze: "bg-orange-100 text-orange-800",
  blue: "bg-sky-100 text-sky-800",
  green: "bg-emerald-100 text-emerald-800",
  purple: "bg-violet-100 text-violet-800",
  red: "bg-rose-100 text-rose-800",
};
