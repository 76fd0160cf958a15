import { Shuffle } from "lucide-react";
import { LEADERBOARD_NICKNAMES, pickLeaderboardNickname } from "@shared/phonics/leaderboard-nicknames";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useT } from "@/i18n/use-t";

type NicknamePickerProps = {
  id: string;
  value: string;
  onChange: (nickname: string) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The leaderboard nickname: one of the fixed list, chosen from it or drawn at random. Other families see
 * only this, so nothing typed by a person ever reaches them.
 */
export function NicknamePicker({ id, value, onChange, error, disabled }: NicknamePickerProps) {
  const { t } = useT();
  return (
    <div className="space-y-2">
      <SelectField
        id={id}
        // The nicknames are a fixed English list, the same for every family.
        lang="en"
        label={t("kids.nickname.label")}
        hint={t("kids.nickname.hint")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={LEADERBOARD_NICKNAMES}
        error={error}
        disabled={disabled}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onChange(pickLeaderboardNickname(Math.random, value))}
      >
        <Shuffle aria-hidden="true" className="size-4" />
        {t("kids.nickname.pickAnother")}
      </Button>
    </div>
  );
}
