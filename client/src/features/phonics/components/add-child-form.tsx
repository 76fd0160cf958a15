import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CHILD_AVATARS, childInputSchema, type ChildAvatar, type ChildView } from "@shared/api/phonics";
import { pickLeaderboardNickname } from "@shared/phonics/leaderboard-nicknames";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useAddChild } from "../api/add-child";
import { AVATAR_EMOJI } from "./child-avatars";
import { NicknamePicker } from "./nickname-picker";

const AGES = Array.from({ length: 10 }, (_, index) => index + 3);

/** Each avatar's name for screen readers, translated at render. */
const AVATAR_LABEL_IDS: Record<ChildAvatar, string> = {
  lion: "kids.avatars.lion",
  owl: "kids.avatars.owl",
  panda: "kids.avatars.panda",
  fox: "kids.avatars.fox",
  rabbit: "kids.avatars.rabbit",
  dolphin: "kids.avatars.dolphin",
  unicorn: "kids.avatars.unicorn",
  robot: "kids.avatars.robot",
};

/**
 * A new child profile: first name or nickname, age 3-12, an avatar, and whether to show on the leaderboard
 * under a nickname of the fixed list (a random one is suggested).
 */
export function AddChildForm({ onAdded }: { onAdded: (child: ChildView) => void }) {
  const { t } = useT();
  const addChild = useAddChild();
  const [suggestedNickname] = useState(() => pickLeaderboardNickname());
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(childInputSchema),
    defaultValues: { firstName: "", age: 6, avatar: "lion" as const, isOnLeaderboard: false, leaderboardNickname: suggestedNickname },
  });
  const avatar = watch("avatar");
  const isOnLeaderboard = watch("isOnLeaderboard");
  const nickname = watch("leaderboardNickname") ?? suggestedNickname;

  const onSubmit = handleSubmit(async ({ leaderboardNickname, ...input }) => {
    try {
      // The nickname is kept only for a child the parent puts on the leaderboard.
      const child = await addChild.mutateAsync(input.isOnLeaderboard ? { ...input, leaderboardNickname } : input);
      toast({ title: t("kids.addChildForm.added"), description: t("kids.addChildForm.addedText", { name: child.firstName }) });
      onAdded(child);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("kids.addChildForm.failed"),
        description: getErrorMessage(error, t("kids.tryAgainPlease")),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        {...register("firstName")}
        id="child-first-name"
        label={t("kids.addChildForm.firstName")}
        error={errors.firstName?.message}
        autoComplete="off"
      />
      <SelectField
        {...register("age", { valueAsNumber: true })}
        id="child-age"
        label={t("kids.addChildForm.age")}
        error={errors.age?.message}
        options={AGES.map((age) => String(age))}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("kids.addChildForm.avatar")}</legend>
        <div className="mt-2 grid grid-cols-4 gap-2">
          {CHILD_AVATARS.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={avatar === choice}
              aria-label={t(AVATAR_LABEL_IDS[choice])}
              onClick={() => setValue("avatar", choice)}
              className={cn(
                "min-h-14 rounded-xl border-2 text-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)",
                avatar === choice ? "border-brand-600 bg-brand-50" : "border-slate-200",
              )}
            >
              <span aria-hidden="true">{AVATAR_EMOJI[choice]}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register("isOnLeaderboard")} className="mt-1 size-4" />
        {t("kids.addChildForm.leaderboard")}
      </label>
      {isOnLeaderboard ? (
        <NicknamePicker
          id="child-leaderboard-nickname"
          value={nickname}
          onChange={(next) => setValue("leaderboardNickname", next, { shouldValidate: true })}
          error={errors.leaderboardNickname?.message}
        />
      ) : null}
      <Button type="submit" disabled={addChild.isPending}>
        {addChild.isPending ? t("kids.addChildForm.adding") : t("kids.addChildForm.submit")}
      </Button>
    </form>
  );
}
